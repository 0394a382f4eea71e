// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ChatCompletionDeleted`
public nonisolated struct ChatCompletionDeleted: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of object being deleted.
    public var object: String

    /// The ID of the chat completion that was deleted.
    public var id: String

    /// Whether the chat completion was deleted.
    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.object = "chat.completion.deleted"
        self.id = id
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "chat.completion.deleted")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: "deleted", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.deleted, forKey: "deleted")
    }
}
