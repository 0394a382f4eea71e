// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Delegate tasks to a Responses model managed by the Live session.
///
/// - Schema: `#/components/schemas/LiveSessionConfigDelegationResponses`
public nonisolated struct LiveSessionConfigDelegationResponses: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Milliseconds to wait before requesting an automatic spoken acknowledgement for a
    /// delegation. The model may still speak before this delay. Any commentary or
    /// thinking appended to the session cancels all pending acknowledgements, including
    /// those for other delegations. Defaults to 400 for Decisions sessions and 0
    /// (request immediately) for other sessions. Omission in a session update preserves
    /// the current value. Updates apply to subsequent delegations.
    public var acknowledgementDelayMs: Int?

    /// Backend model, prompt, and tools used when the Live session delegates a task to
    /// Responses.
    public var responses: LiveResponsesDelegationConfig

    /// The delegation owner.
    ///
    /// Always `responses` for tasks handled by the Responses API.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        responses: LiveResponsesDelegationConfig,
        acknowledgementDelayMs: Int? = nil
    ) {
        self.acknowledgementDelayMs = acknowledgementDelayMs
        self.responses = responses
        self.type = "responses"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            responses: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.acknowledgementDelayMs = try container.decodeIfPresent(Int.self, forKey: "acknowledgement_delay_ms")
        self.responses = try container.decodeRequired(LiveResponsesDelegationConfig.self, forKey: "responses", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "responses")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.acknowledgementDelayMs, forKey: "acknowledgement_delay_ms")
        try container.encode(self.responses, forKey: "responses")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveSessionConfigDelegationResponses {
    public static var acknowledgementDelayMs: Self { Self("acknowledgement_delay_ms") }
}
