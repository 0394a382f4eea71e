// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Annotation that references a URL.
///
/// - Schema: `#/components/schemas/UrlAnnotation`
public nonisolated struct UrlAnnotation: Codable, Equatable, Sendable, EmptyDecodable {
    /// Type discriminator that is always `url` for this annotation.
    public var type: String

    /// URL referenced by the annotation.
    public var source: UrlAnnotationSource

    public init(
        source: UrlAnnotationSource
    ) {
        self.type = "url"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "url")
        self.source = try container.decodeRequired(UrlAnnotationSource.self, forKey: "source", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.source, forKey: "source")
    }
}
