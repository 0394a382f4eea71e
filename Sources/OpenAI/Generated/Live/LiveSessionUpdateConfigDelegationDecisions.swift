// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveSessionUpdateConfigDelegationDecisions`
public nonisolated struct LiveSessionUpdateConfigDelegationDecisions: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Milliseconds to wait before requesting an automatic spoken acknowledgement for a
    /// delegation. The model may still speak before this delay. Any commentary or
    /// thinking appended to the session cancels all pending acknowledgements, including
    /// those for other delegations. Defaults to 400 for Decisions sessions and 0
    /// (request immediately) for other sessions. Omission in a session update preserves
    /// the current value. Updates apply to subsequent delegations.
    public var acknowledgementDelayMs: Int?

    public var decisions: LiveDecisionsDelegationUpdateConfig?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        acknowledgementDelayMs: Int? = nil,
        decisions: LiveDecisionsDelegationUpdateConfig? = nil
    ) {
        self.acknowledgementDelayMs = acknowledgementDelayMs
        self.decisions = decisions
        self.type = "decisions"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.acknowledgementDelayMs = try container.decodeIfPresent(Int.self, forKey: "acknowledgement_delay_ms")
        self.decisions = try container.decodeIfPresent(LiveDecisionsDelegationUpdateConfig.self, forKey: "decisions")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "decisions")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.acknowledgementDelayMs, forKey: "acknowledgement_delay_ms")
        try container.encodeIfPresent(self.decisions, forKey: "decisions")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveSessionUpdateConfigDelegationDecisions {
    public static var acknowledgementDelayMs: Self { Self("acknowledgement_delay_ms") }
    public static var decisions: Self { Self("decisions") }
}
