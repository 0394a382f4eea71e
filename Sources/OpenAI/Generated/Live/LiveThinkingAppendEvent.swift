// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Provide silent reasoning or progress context to the Live model, optionally for an existing client delegation. Rejected while an audio fixture is active.
///
/// - Schema: `#/components/schemas/LiveThinkingAppendEvent`
public nonisolated struct LiveThinkingAppendEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Silent reasoning or progress context, limited to 500 tokens.
    ///
    /// It does not directly request speech, but can influence later speech and is not a
    /// secrecy boundary.
    public var content: String

    /// Required, nullable.
    ///
    /// Set null for general session context, or use the ID from
    /// session.delegation.created for an existing client delegation. Non-null IDs are
    /// not accepted with Responses delegation.
    public var delegationID: String?

    /// Optional client identifier for correlating this command with a server event's
    /// client_event_id or error.client_event_id.
    public var eventID: String?

    /// The Live client event type. Always `session.thinking.append`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: String,
        delegationID: String? = nil,
        eventID: String? = nil
    ) {
        self.content = content
        self.delegationID = delegationID
        self.eventID = eventID
        self.type = "session.thinking.append"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(String.self, forKey: "content", in: decoder)
        self.delegationID = try container.decodeIfPresent(String.self, forKey: "delegation_id")
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.thinking.append")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.content, forKey: "content")
        try container.encodeIfPresent(self.delegationID, forKey: "delegation_id")
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveThinkingAppendEvent {
    public static var delegationID: Self { Self("delegation_id") }
    public static var eventID: Self { Self("event_id") }
}
