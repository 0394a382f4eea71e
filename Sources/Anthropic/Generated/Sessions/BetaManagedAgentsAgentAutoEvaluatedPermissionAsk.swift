// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The server reached no judgement; the invocation is held for client approval.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentAutoEvaluatedPermissionAsk`
public nonisolated struct BetaManagedAgentsAgentAutoEvaluatedPermissionAsk: Codable, Equatable, Sendable, EmptyDecodable {
    /// The judgement's grounds in registry-bound terms, for client branching and audit
    /// rather than end-user display. Open registry; currently "indeterminate" (no
    /// judgement was reached). Clients must tolerate values outside this set.
    public var reasonCode: String

    public var type: String

    public init(
        reasonCode: String
    ) {
        self.reasonCode = reasonCode
        self.type = "ask"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            reasonCode: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.reasonCode = try container.decodeRequired(String.self, forKey: "reason_code", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "ask")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.reasonCode, forKey: "reason_code")
        try container.encode(self.type, forKey: "type")
    }
}
