// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ImageRefParam-2`
public nonisolated struct VideoImageReference: Codable, Equatable, Sendable, EmptyDecodable {
    /// A fully qualified URL or base64-encoded data URL.
    public var imageURL: String?

    public var fileID: String?

    public init(
        imageURL: String? = nil,
        fileID: String? = nil
    ) {
        self.imageURL = imageURL
        self.fileID = fileID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.imageURL = try container.decodeIfPresent(String.self, forKey: "image_url")
        self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.imageURL, forKey: "image_url")
        try container.encodeIfPresent(self.fileID, forKey: "file_id")
    }
}
