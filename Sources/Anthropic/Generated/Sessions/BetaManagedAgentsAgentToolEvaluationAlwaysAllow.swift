// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The resolved permission_policy was always_allow; accompanies evaluated_permission "allow".
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolEvaluationAlwaysAllow`
public nonisolated struct BetaManagedAgentsAgentToolEvaluationAlwaysAllow: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public init() {
        self.type = "always_allow"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "always_allow")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
