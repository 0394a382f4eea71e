// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/MediaSessionConfigParamDelegationDecisions`
public nonisolated struct MediaSessionConfigParamDelegationDecisions: Codable, Equatable, Sendable, EmptyDecodable {
    /// Milliseconds to wait before requesting an automatic spoken acknowledgement for a
    /// delegation. The model may still speak before this delay. Any commentary or
    /// thinking appended to the session cancels all pending acknowledgements, including
    /// those for other delegations. Defaults to 400. Updates apply to subsequent
    /// delegations.
    public var acknowledgementDelayMs: Int?

    public var decisions: DecisionsDelegationConfigParam

    public var type: String

    public init(
        decisions: DecisionsDelegationConfigParam,
        acknowledgementDelayMs: Int? = nil
    ) {
        self.acknowledgementDelayMs = acknowledgementDelayMs
        self.decisions = decisions
        self.type = "decisions"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            decisions: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.acknowledgementDelayMs = try container.decodeIfPresent(Int.self, forKey: "acknowledgement_delay_ms")
        self.decisions = try container.decodeRequired(DecisionsDelegationConfigParam.self, forKey: "decisions", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "decisions")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.acknowledgementDelayMs, forKey: "acknowledgement_delay_ms")
        try container.encode(self.decisions, forKey: "decisions")
        try container.encode(self.type, forKey: "type")
    }
}
