// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationUpdateConfigToolMcpRequireApprovalLiveMCPRequireApprovalFilterParam`
public struct LiveResponsesDelegationUpdateConfigToolMcpRequireApprovalLiveMCPRequireApprovalFilterParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// A filter that forces approval for matching tools.
    public var always: LiveResponsesDelegationUpdateConfigToolMcpAllowedToolsLiveMCPToolFilterParam?

    /// A filter that skips approval for matching tools.
    public var never: LiveResponsesDelegationUpdateConfigToolMcpAllowedToolsLiveMCPToolFilterParam?

    public init(
        always: LiveResponsesDelegationUpdateConfigToolMcpAllowedToolsLiveMCPToolFilterParam? = nil,
        never: LiveResponsesDelegationUpdateConfigToolMcpAllowedToolsLiveMCPToolFilterParam? = nil
    ) {
        self.always = always
        self.never = never
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.always = try container.decodeIfPresent(LiveResponsesDelegationUpdateConfigToolMcpAllowedToolsLiveMCPToolFilterParam.self, forKey: "always")
        self.never = try container.decodeIfPresent(LiveResponsesDelegationUpdateConfigToolMcpAllowedToolsLiveMCPToolFilterParam.self, forKey: "never")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.always, forKey: "always")
        try container.encodeIfPresent(self.never, forKey: "never")
    }
}
