// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Overrides for the stored session’s Responses backend.
///
/// Only supported when the stored session already uses Responses delegation; the delegation type cannot change.
///
/// - Schema: `#/components/schemas/LiveForkSessionConfigDelegation`
public nonisolated struct LiveForkSessionConfigDelegation: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Milliseconds to wait before requesting an automatic spoken acknowledgement for a
    /// delegation. The model may still speak before this delay. Any commentary or
    /// thinking appended to the session cancels all pending acknowledgements, including
    /// those for other delegations. Defaults to 400 for Decisions sessions and 0
    /// (request immediately) for other sessions. Omission in a session update preserves
    /// the current value. Updates apply to subsequent delegations.
    public var acknowledgementDelayMs: Int?

    /// Responses backend settings to update.
    ///
    /// Omitted settings keep their existing values.
    public var responses: LiveResponsesDelegationUpdateConfig?

    /// The delegation owner.
    ///
    /// Always `responses` for tasks handled by the Responses API.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        acknowledgementDelayMs: Int? = nil,
        responses: LiveResponsesDelegationUpdateConfig? = nil
    ) {
        self.acknowledgementDelayMs = acknowledgementDelayMs
        self.responses = responses
        self.type = "responses"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.acknowledgementDelayMs = try container.decodeIfPresent(Int.self, forKey: "acknowledgement_delay_ms")
        self.responses = try container.decodeIfPresent(LiveResponsesDelegationUpdateConfig.self, forKey: "responses")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "responses")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.acknowledgementDelayMs, forKey: "acknowledgement_delay_ms")
        try container.encodeIfPresent(self.responses, forKey: "responses")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveForkSessionConfigDelegation {
    public static var acknowledgementDelayMs: Self { Self("acknowledgement_delay_ms") }
    public static var responses: Self { Self("responses") }
}
