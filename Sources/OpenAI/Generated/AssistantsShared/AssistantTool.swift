// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AssistantTool`
public nonisolated enum AssistantTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `code_interpreter`
    case codeInterpreter(AssistantToolsCode)
    /// - `type`: `file_search`
    case fileSearch(AssistantToolsFileSearch)
    /// - `type`: `function`
    case function(AssistantToolsFunction)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "code_interpreter": self = .codeInterpreter(try AssistantToolsCode(from: decoder)); return
            case "file_search": self = .fileSearch(try AssistantToolsFileSearch(from: decoder)); return
            case "function": self = .function(try AssistantToolsFunction(from: decoder)); return
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
