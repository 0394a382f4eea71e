// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/TextAnnotationDelta`
public nonisolated enum TextAnnotationDelta: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `file_citation`
    case fileCitation(MessageDeltaContentTextAnnotationsFileCitationObject)
    /// - `type`: `file_path`
    case filePath(MessageDeltaContentTextAnnotationsFilePathObject)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "file_citation": self = .fileCitation(try MessageDeltaContentTextAnnotationsFileCitationObject(from: decoder)); return
            case "file_path": self = .filePath(try MessageDeltaContentTextAnnotationsFilePathObject(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .fileCitation(let value): try value.encode(to: encoder)
        case .filePath(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
