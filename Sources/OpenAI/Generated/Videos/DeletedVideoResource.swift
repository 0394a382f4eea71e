// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Confirmation payload returned after deleting a video.
///
/// - Schema: `#/components/schemas/DeletedVideoResource`
public nonisolated struct DeletedVideoResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type that signals the deletion response.
    public var object: String

    /// Indicates that the video resource was deleted.
    public var deleted: Bool

    /// Identifier of the deleted video.
    public var id: String

    public init(
        deleted: Bool,
        id: String
    ) {
        self.object = "video.deleted"
        self.deleted = deleted
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            deleted: .emptyValue,
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "video.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: "deleted", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.deleted, forKey: "deleted")
        try container.encode(self.id, forKey: "id")
    }
}
