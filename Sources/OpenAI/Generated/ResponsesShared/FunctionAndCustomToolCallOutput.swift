// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/FunctionAndCustomToolCallOutput`
public nonisolated enum FunctionAndCustomToolCallOutput: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `input_text`
    case inputText(InputTextContent)
    /// - `type`: `input_image`
    case inputImage(InputImageContent)
    /// - `type`: `input_file`
    case inputFile(InputFileContent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "input_text": self = .inputText(try InputTextContent(from: decoder)); return
            case "input_image": self = .inputImage(try InputImageContent(from: decoder)); return
            case "input_file": self = .inputFile(try InputFileContent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .inputText(let value): try value.encode(to: encoder)
        case .inputImage(let value): try value.encode(to: encoder)
        case .inputFile(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
