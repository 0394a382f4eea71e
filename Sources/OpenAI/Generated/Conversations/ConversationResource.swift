// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ConversationResource`
public nonisolated struct ConversationResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the conversation.
    public var id: String

    /// The object type, which is always `conversation`.
    public var object: String

    /// Set of 16 key-value pairs that can be attached to an object. This can be         useful for storing additional information about the object in a structured         format, and querying for objects via API or the dashboard.
    ///         Keys are strings with a maximum length of 64 characters. Values are strings         with a maximum length of 512 characters.
    public var metadata: JSONValue

    /// The time at which the conversation was created, measured in seconds since the Unix epoch.
    public var createdAt: Int

    public init(
        id: String,
        metadata: JSONValue,
        createdAt: Int
    ) {
        self.id = id
        self.object = "conversation"
        self.metadata = metadata
        self.createdAt = createdAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            metadata: .emptyValue,
            createdAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "conversation")
        self.metadata = try container.decodeRequired(JSONValue.self, forKey: "metadata", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.createdAt, forKey: "created_at")
    }
}
