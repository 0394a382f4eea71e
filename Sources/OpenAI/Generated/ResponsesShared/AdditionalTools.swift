// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AdditionalTools`
public nonisolated struct AdditionalTools: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the item. Always `additional_tools`.
    public var type: String

    /// The unique ID of the additional tools item.
    public var id: String

    /// The role that provided the additional tools.
    public var role: MessageRole

    /// The additional tool definitions made available at this item.
    public var tools: [APITool]

    public init(
        id: String,
        role: MessageRole,
        tools: [APITool]
    ) {
        self.type = "additional_tools"
        self.id = id
        self.role = role
        self.tools = tools
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            role: .emptyValue,
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "additional_tools")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.role = try container.decodeRequired(MessageRole.self, forKey: "role", in: decoder)
        self.tools = try container.decodeRequired([APITool].self, forKey: "tools", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.tools, forKey: "tools")
    }
}
