// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The server judged the invocation high-risk, or reached no judgement and did not hold it for client approval (for example, because the organization is out of credits or has reached a spend limit); it does not execute and a synthetic error tool result is appended.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentAutoEvaluatedPermissionDeny`
public nonisolated struct BetaManagedAgentsAgentAutoEvaluatedPermissionDeny: Codable, Equatable, Sendable, EmptyDecodable {
    /// The judgement's grounds in registry-bound terms.
    ///
    /// Open registry; currently "high_risk" (judged high-risk; the call does not run)
    /// and "indeterminate" (no judgement was reached; the call does not run). Clients
    /// must tolerate values outside this set.
    public var reasonCode: String

    public var type: String

    public init(
        reasonCode: String
    ) {
        self.reasonCode = reasonCode
        self.type = "deny"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "deny")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.reasonCode, forKey: "reason_code")
        try container.encode(self.type, forKey: "type")
    }
}
