// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Attachment metadata included on thread items.
///
/// - Schema: `#/components/schemas/Attachment`
public nonisolated struct Attachment: Codable, Equatable, Sendable, EmptyDecodable {
    /// Attachment discriminator.
    public var type: AttachmentType

    /// Identifier for the attachment.
    public var id: String

    /// Original display name for the attachment.
    public var name: String

    /// MIME type of the attachment.
    public var mimeType: String

    public var previewURL: String?

    public init(
        type: AttachmentType,
        id: String,
        name: String,
        mimeType: String,
        previewURL: String?
    ) {
        self.type = type
        self.id = id
        self.name = name
        self.mimeType = mimeType
        self.previewURL = previewURL
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            mimeType: .emptyValue,
            previewURL: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(AttachmentType.self, forKey: "type", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.mimeType = try container.decodeRequired(String.self, forKey: "mime_type", in: decoder)
        self.previewURL = try container.decodeIfPresent(String.self, forKey: "preview_url")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.mimeType, forKey: "mime_type")
        try container.encode(self.previewURL, forKey: "preview_url")
    }
}
