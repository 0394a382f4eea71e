// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SharedParamsDecisionQuestionInputPartDecisionQuestionInputPart`
public nonisolated enum SharedParamsDecisionQuestionInputPartDecisionQuestionInputPart: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `input_text`
    case inputText(SharedParamsDecisionQuestionInputTextDecisionQuestionInputText)
    /// - `type`: `input_image`
    case inputImage(SharedParamsDecisionQuestionInputImageDecisionQuestionInputImage)
    /// - `type`: `input_json`
    case inputJson(SharedParamsDecisionInputJsonDecisionInputJSON)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "input_text": self = .inputText(try SharedParamsDecisionQuestionInputTextDecisionQuestionInputText(from: decoder)); return
            case "input_image": self = .inputImage(try SharedParamsDecisionQuestionInputImageDecisionQuestionInputImage(from: decoder)); return
            case "input_json": self = .inputJson(try SharedParamsDecisionInputJsonDecisionInputJSON(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .inputText(let value): try value.encode(to: encoder)
        case .inputImage(let value): try value.encode(to: encoder)
        case .inputJson(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
