// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationUpdateConfigToolMcpAllowedToolsLiveMCPToolFilterParam`
public struct LiveResponsesDelegationUpdateConfigToolMcpAllowedToolsLiveMCPToolFilterParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether to allow only read-only tools for matching entries.
    public var readOnly: Bool?

    /// A list of tool names to match against.
    public var toolNames: [String]?

    public init(
        readOnly: Bool? = nil,
        toolNames: [String]? = nil
    ) {
        self.readOnly = readOnly
        self.toolNames = toolNames
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.readOnly = try container.decodeIfPresent(Bool.self, forKey: "read_only")
        self.toolNames = try container.decodeIfPresent([String].self, forKey: "tool_names")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.readOnly, forKey: "read_only")
        try container.encodeIfPresent(self.toolNames, forKey: "tool_names")
    }
}
