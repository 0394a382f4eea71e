// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/InputDecisionInputAssistantMessageContentDecisionInputAssistantContentParts`
public nonisolated enum InputDecisionInputAssistantMessageContentDecisionInputAssistantContentParts: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `output_text`
    case outputText(EvalItemContentOutputText)
    /// - `type`: `refusal`
    case refusal(InputDecisionInputAssistantMessageContentDecisionInputAssistantContentPartDecisionInputRefusal)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "output_text": self = .outputText(try EvalItemContentOutputText(from: decoder)); return
            case "refusal": self = .refusal(try InputDecisionInputAssistantMessageContentDecisionInputAssistantContentPartDecisionInputRefusal(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .outputText(let value): try value.encode(to: encoder)
        case .refusal(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
