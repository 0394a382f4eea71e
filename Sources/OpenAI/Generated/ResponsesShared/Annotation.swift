// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An annotation that applies to a span of output text.
///
/// - Schema: `#/components/schemas/Annotation`
public nonisolated enum Annotation: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `file_citation`
    case fileCitation(FileCitationBody)
    /// - `type`: `url_citation`
    case urlCitation(UrlCitationBody)
    /// - `type`: `container_file_citation`
    case containerFileCitation(ContainerFileCitationBody)
    /// - `type`: `file_path`
    case filePath(OpenAIResponses.FilePath)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "file_citation": self = .fileCitation(try FileCitationBody(from: decoder)); return
            case "url_citation": self = .urlCitation(try UrlCitationBody(from: decoder)); return
            case "container_file_citation": self = .containerFileCitation(try ContainerFileCitationBody(from: decoder)); return
            case "file_path": self = .filePath(try OpenAIResponses.FilePath(from: decoder)); return
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
        case .filePath(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
