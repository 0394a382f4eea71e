// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RunStepDetailsToolCall`
public nonisolated enum RunStepDetailsToolCall: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `code_interpreter`
    case codeInterpreter(RunStepDetailsToolCallsCodeObject)
    /// - `type`: `file_search`
    case fileSearch(RunStepDetailsToolCallsFileSearchObject)
    /// - `type`: `function`
    case function(RunStepDetailsToolCallsFunctionObject)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "code_interpreter": self = .codeInterpreter(try RunStepDetailsToolCallsCodeObject(from: decoder)); return
            case "file_search": self = .fileSearch(try RunStepDetailsToolCallsFileSearchObject(from: decoder)); return
            case "function": self = .function(try RunStepDetailsToolCallsFunctionObject(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .codeInterpreter(let value): try value.encode(to: encoder)
        case .fileSearch(let value): try value.encode(to: encoder)
        case .function(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
