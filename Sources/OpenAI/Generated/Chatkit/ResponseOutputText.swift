// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Assistant response text accompanied by optional annotations.
///
/// - Schema: `#/components/schemas/ResponseOutputText`
public nonisolated struct ResponseOutputText: Codable, Equatable, Sendable, EmptyDecodable {
    /// Type discriminator that is always `output_text`.
    public var type: String

    /// Assistant generated text.
    public var text: String

    /// Ordered list of annotations attached to the response text.
    public var annotations: [ResponseOutputText.Annotation]

    public init(
        text: String,
        annotations: [ResponseOutputText.Annotation]
    ) {
        self.type = "output_text"
        self.text = text
        self.annotations = annotations
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue,
            annotations: .emptyValue
        )
    }

    /// Annotation object describing a cited source.
    public nonisolated enum Annotation: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `file`
        case file(FileAnnotation)
        /// - `type`: `url`
        case url(UrlAnnotation)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "file": self = .file(try FileAnnotation(from: decoder)); return
                case "url": self = .url(try UrlAnnotation(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .file(let value): try value.encode(to: encoder)
            case .url(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "output_text")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.annotations = try container.decodeRequired([ResponseOutputText.Annotation].self, forKey: "annotations", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.annotations, forKey: "annotations")
    }
}
