// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Annotation that references an uploaded file.
///
/// - Schema: `#/components/schemas/FileAnnotation`
public nonisolated struct FileAnnotation: Codable, Equatable, Sendable, EmptyDecodable {
    /// Type discriminator that is always `file` for this annotation.
    public var type: String

    /// File attachment referenced by the annotation.
    public var source: FileAnnotationSource

    public init(
        source: FileAnnotationSource
    ) {
        self.type = "file"
        self.source = source
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file")
        self.source = try container.decodeRequired(FileAnnotationSource.self, forKey: "source", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.source, forKey: "source")
    }
}
