// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when a conversation is created. Emitted right after session creation.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationCreated`
public nonisolated struct RealtimeServerEventConversationCreated: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `conversation.created`.
    public var type: String

    /// The conversation resource.
    public var conversation: RealtimeServerEventConversationCreated.Conversation

    public init(
        eventID: String,
        conversation: RealtimeServerEventConversationCreated.Conversation
    ) {
        self.eventID = eventID
        self.type = "conversation.created"
        self.conversation = conversation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            conversation: .emptyValue
        )
    }

    /// The conversation resource.
    public nonisolated struct Conversation: Codable, Equatable, Sendable, EmptyDecodable {
        /// The unique ID of the conversation.
        public var id: String?

        /// The object type, must be `realtime.conversation`.
        public var object: String?

        public init(
            id: String? = nil,
            object: String? = nil
        ) {
            self.id = id
            self.object = object
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.object = try container.decodeIfPresent(String.self, forKey: "object", in: decoder, constant: "realtime.conversation")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.object, forKey: "object")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conversation.created")
        self.conversation = try container.decodeRequired(RealtimeServerEventConversationCreated.Conversation.self, forKey: "conversation", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.conversation, forKey: "conversation")
    }
}
