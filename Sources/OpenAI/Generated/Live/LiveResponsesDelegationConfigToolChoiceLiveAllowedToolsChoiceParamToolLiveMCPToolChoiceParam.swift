// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam`
public nonisolated struct LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam: Codable, Equatable, Sendable, EmptyDecodable {
    public var name: String

    public var serverLabel: String

    public var type: String

    public init(
        name: String,
        serverLabel: String
    ) {
        self.name = name
        self.serverLabel = serverLabel
        self.type = "mcp"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            serverLabel: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.serverLabel = try container.decodeRequired(String.self, forKey: "server_label", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.name, forKey: "name")
        try container.encode(self.serverLabel, forKey: "server_label")
        try container.encode(self.type, forKey: "type")
    }
}
