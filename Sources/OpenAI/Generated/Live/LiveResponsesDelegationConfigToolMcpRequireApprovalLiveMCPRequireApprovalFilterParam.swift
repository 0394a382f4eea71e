// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigToolMcpRequireApprovalLiveMCPRequireApprovalFilterParam`
public nonisolated struct LiveResponsesDelegationConfigToolMcpRequireApprovalLiveMCPRequireApprovalFilterParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A filter that forces approval for matching tools.
    public var always: LiveResponsesDelegationConfigToolMcpAllowedToolsLiveMCPToolFilterParam?

    /// A filter that skips approval for matching tools.
    public var never: LiveResponsesDelegationConfigToolMcpAllowedToolsLiveMCPToolFilterParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        always: LiveResponsesDelegationConfigToolMcpAllowedToolsLiveMCPToolFilterParam? = nil,
        never: LiveResponsesDelegationConfigToolMcpAllowedToolsLiveMCPToolFilterParam? = nil
    ) {
        self.always = always
        self.never = never
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.always = try container.decodeIfPresent(LiveResponsesDelegationConfigToolMcpAllowedToolsLiveMCPToolFilterParam.self, forKey: "always")
        self.never = try container.decodeIfPresent(LiveResponsesDelegationConfigToolMcpAllowedToolsLiveMCPToolFilterParam.self, forKey: "never")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.always, forKey: "always")
        try container.encodeIfPresent(self.never, forKey: "never")
    }
}

nonisolated extension NullableMember where Owner == LiveResponsesDelegationConfigToolMcpRequireApprovalLiveMCPRequireApprovalFilterParam {
    public static var always: Self { Self("always") }
    public static var never: Self { Self("never") }
}
