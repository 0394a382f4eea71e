// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A single content item: input text, output text, input image, or input audio.
///
/// - Schema: `#/components/schemas/EvalItemContentItem`
public nonisolated enum EvalItemContentItem: Codable, Equatable, Sendable, EmptyDecodable {
    case text(EvalItemContentText)
    /// - `type`: `input_text`
    case inputText(InputTextContent)
    /// - `type`: `output_text`
    case outputText(EvalItemContentOutputText)
    /// - `type`: `input_image`
    case inputImage(EvalItemInputImage)
    /// - `type`: `input_audio`
    case inputAudio(OpenAIFineTuning.InputAudio)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "input_text": self = .inputText(try InputTextContent(from: decoder)); return
            case "output_text": self = .outputText(try EvalItemContentOutputText(from: decoder)); return
            case "input_image": self = .inputImage(try EvalItemInputImage(from: decoder)); return
            case "input_audio": self = .inputAudio(try OpenAIFineTuning.InputAudio(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .string:
            self = .text(try EvalItemContentText(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .inputText(let value): try value.encode(to: encoder)
        case .outputText(let value): try value.encode(to: encoder)
        case .inputImage(let value): try value.encode(to: encoder)
        case .inputAudio(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
