// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A user message event in the session conversation.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserMessageEvent`
public nonisolated struct BetaManagedAgentsUserMessageEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Array of content blocks comprising the user message.
    public var content: [BetaManagedAgentsUserContentBlock]

    /// Timestamp when the agent finished processing this message.
    public var processedAt: BetaTimestamp?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        content: [BetaManagedAgentsUserContentBlock],
        processedAt: BetaTimestamp? = nil
    ) {
        self.type = "user.message"
        self.id = id
        self.content = content
        self.processedAt = processedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            content: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.message")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.content = try container.decodeRequired([BetaManagedAgentsUserContentBlock].self, forKey: "content", in: decoder)
        self.processedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "processed_at")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.content, forKey: "content")
        try container.encodeIfPresent(self.processedAt, forKey: "processed_at")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUserMessageEvent {
    public static var processedAt: Self { Self("processed_at") }
}
