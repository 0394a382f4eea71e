// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Attachment source referenced by an annotation.
///
/// - Schema: `#/components/schemas/FileAnnotationSource`
public nonisolated struct FileAnnotationSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Type discriminator that is always `file`.
    public var type: String

    /// Filename referenced by the annotation.
    public var filename: String

    public init(
        filename: String
    ) {
        self.type = "file"
        self.filename = filename
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            filename: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file")
        self.filename = try container.decodeRequired(String.self, forKey: "filename", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.filename, forKey: "filename")
    }
}
