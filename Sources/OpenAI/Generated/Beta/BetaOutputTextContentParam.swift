// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaOutputTextContentParam`
public nonisolated struct BetaOutputTextContentParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The content type. Always `output_text`.
    public var type: String

    /// The text content.
    public var text: String

    /// Citations associated with the text content.
    public var annotations: [BetaOutputTextContentParam.Annotation]?

    public init(
        text: String,
        annotations: [BetaOutputTextContentParam.Annotation]? = nil
    ) {
        self.type = "output_text"
        self.text = text
        self.annotations = annotations
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    public nonisolated enum Annotation: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `file_citation`
        case fileCitation(FileCitationParam)
        /// - `type`: `url_citation`
        case urlCitation(UrlCitationParam)
        /// - `type`: `container_file_citation`
        case containerFileCitation(ContainerFileCitationParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "file_citation": self = .fileCitation(try FileCitationParam(from: decoder)); return
                case "url_citation": self = .urlCitation(try UrlCitationParam(from: decoder)); return
                case "container_file_citation": self = .containerFileCitation(try ContainerFileCitationParam(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .fileCitation(let value): try value.encode(to: encoder)
            case .urlCitation(let value): try value.encode(to: encoder)
            case .containerFileCitation(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "output_text")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.annotations = try container.decodeIfPresent([BetaOutputTextContentParam.Annotation].self, forKey: "annotations")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
        try container.encodeIfPresent(self.annotations, forKey: "annotations")
    }
}
