// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The upload Part represents a chunk of bytes we can add to an Upload object.
///
/// - Schema: `#/components/schemas/UploadPart`
public nonisolated struct UploadPart: Codable, Equatable, Sendable, EmptyDecodable {
    /// The upload Part unique identifier, which can be referenced in API endpoints.
    public var id: String

    /// The Unix timestamp (in seconds) for when the Part was created.
    public var createdAt: Int

    /// The ID of the Upload object that this Part was added to.
    public var uploadID: String

    /// The object type, which is always `upload.part`.
    public var object: String

    public init(
        id: String,
        createdAt: Int,
        uploadID: String
    ) {
        self.id = id
        self.createdAt = createdAt
        self.uploadID = uploadID
        self.object = "upload.part"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            uploadID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.uploadID = try container.decodeRequired(String.self, forKey: "upload_id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "upload.part")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.uploadID, forKey: "upload_id")
        try container.encode(self.object, forKey: "object")
    }
}
