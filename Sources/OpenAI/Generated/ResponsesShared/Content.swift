// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Multi-modal input and output contents.
///
/// - Schema: `#/components/schemas/Content`
public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable {
    /// Input content types
    ///
    /// - `type`: `input_text`, `input_image`, `input_file`
    case inputContent(InputContent)
    /// Output content types
    ///
    /// - `type`: `output_text`, `refusal`, `reasoning_text`
    case outputContent(OutputContent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "input_text": self = .inputContent(try InputContent(from: decoder)); return
            case "input_image": self = .inputContent(try InputContent(from: decoder)); return
            case "input_file": self = .inputContent(try InputContent(from: decoder)); return
            case "output_text": self = .outputContent(try OutputContent(from: decoder)); return
            case "refusal": self = .outputContent(try OutputContent(from: decoder)); return
            case "reasoning_text": self = .outputContent(try OutputContent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .inputContent(try InputContent(from: decoder))
                default: return .outputContent(try OutputContent(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // inputContent
        .init(required: [], declared: []),
        // outputContent
        .init(required: [], declared: [])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .inputContent(let value): try value.encode(to: encoder)
        case .outputContent(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
