// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Confirmation payload returned after deleting a thread.
///
/// - Schema: `#/components/schemas/DeletedThreadResource`
public nonisolated struct DeletedThreadResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier of the deleted thread.
    public var id: String

    /// Type discriminator that is always `chatkit.thread.deleted`.
    public var object: String

    /// Indicates that the thread has been deleted.
    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.object = "chatkit.thread.deleted"
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
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "chatkit.thread.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: "deleted", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.deleted, forKey: "deleted")
    }
}
