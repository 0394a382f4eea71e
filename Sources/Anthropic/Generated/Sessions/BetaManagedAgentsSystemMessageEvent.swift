// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A mid-conversation system message event.
///
/// Carries system-role content that is appended to the session as a `role: "system"` turn.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSystemMessageEvent`
public nonisolated struct BetaManagedAgentsSystemMessageEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// System content blocks. Text-only.
    public var content: [BetaManagedAgentsSystemContentBlock]

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when this system message was processed.
    public var processedAt: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: [BetaManagedAgentsSystemContentBlock],
        id: String,
        processedAt: String? = nil
    ) {
        self.content = content
        self.id = id
        self.processedAt = processedAt
        self.type = "system.message"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired([BetaManagedAgentsSystemContentBlock].self, forKey: "content", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeIfPresent(String.self, forKey: "processed_at")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "system.message")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.processedAt, forKey: "processed_at")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsSystemMessageEvent {
    public static var processedAt: Self { Self("processed_at") }
}
