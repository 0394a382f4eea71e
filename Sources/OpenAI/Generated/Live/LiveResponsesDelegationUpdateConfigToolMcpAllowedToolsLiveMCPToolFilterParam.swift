// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationUpdateConfigToolMcpAllowedToolsLiveMCPToolFilterParam`
public nonisolated struct LiveResponsesDelegationUpdateConfigToolMcpAllowedToolsLiveMCPToolFilterParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Whether to allow only read-only tools for matching entries.
    public var readOnly: Bool?

    /// A list of tool names to match against.
    public var toolNames: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        readOnly: Bool? = nil,
        toolNames: [String]? = nil
    ) {
        self.readOnly = readOnly
        self.toolNames = toolNames
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.readOnly = try container.decodeIfPresent(Bool.self, forKey: "read_only")
        self.toolNames = try container.decodeIfPresent([String].self, forKey: "tool_names")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.readOnly, forKey: "read_only")
        try container.encodeIfPresent(self.toolNames, forKey: "tool_names")
    }
}

nonisolated extension NullableMember where Owner == LiveResponsesDelegationUpdateConfigToolMcpAllowedToolsLiveMCPToolFilterParam {
    public static var readOnly: Self { Self("read_only") }
    public static var toolNames: Self { Self("tool_names") }
}
