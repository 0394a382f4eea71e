// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Optional map of values to substitute in for variables in your
/// prompt. The substitution values can either be strings, or other
/// Response input types like images or files.
///
/// - Schema: `#/components/schemas/BetaResponsePromptVariables`
public typealias BetaResponsePromptVariables = [String: BetaResponsePromptVariablesTypes.ElementsValue]

public nonisolated enum BetaResponsePromptVariablesTypes {
    public nonisolated enum ElementsValue: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        /// - `type`: `input_text`
        case inputText(InputTextContent)
        /// - `type`: `input_image`
        case inputImage(InputImageContent)
        /// - `type`: `input_file`
        case inputFile(InputFileContent)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

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
            switch UnionDecoding.kind(of: decoder) {
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .inputText(let value): try value.encode(to: encoder)
            case .inputImage(let value): try value.encode(to: encoder)
            case .inputFile(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }
}
