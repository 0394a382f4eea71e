// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AdditionalTools`
public struct AdditionalTools: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the item. Always `additional_tools`.
    public var type: String

    /// The unique ID of the additional tools item.
    public var id: String

    /// The role that provided the additional tools.
    public var role: MessageRole

    /// The additional tool definitions made available at this item.
    public var tools: [OpenAI.Tool]

    public init(
        id: String,
        role: MessageRole,
        tools: [OpenAI.Tool]
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

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case role
        case tools
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "additional_tools")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.role = try container.decodeRequired(MessageRole.self, forKey: .role, in: decoder)
        self.tools = try container.decodeRequired([OpenAI.Tool].self, forKey: .tools, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.role, forKey: .role)
        try container.encode(self.tools, forKey: .tools)
    }
}

/// - Schema: `#/components/schemas/AdditionalToolsItemParam`
public struct AdditionalToolsItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String?

    /// The item type. Always `additional_tools`.
    public var type: String

    /// The role that provided the additional tools. Only `developer` is supported.
    public var role: String

    /// A list of additional tools made available at this item.
    public var tools: [OpenAI.Tool]

    public init(
        tools: [OpenAI.Tool],
        id: String? = nil
    ) {
        self.id = id
        self.type = "additional_tools"
        self.role = "developer"
        self.tools = tools
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case type
        case role
        case tools
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "additional_tools")
        self.role = try container.decodeRequired(String.self, forKey: .role, in: decoder, constant: "developer")
        self.tools = try container.decodeRequired([OpenAI.Tool].self, forKey: .tools, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.role, forKey: .role)
        try container.encode(self.tools, forKey: .tools)
    }
}
