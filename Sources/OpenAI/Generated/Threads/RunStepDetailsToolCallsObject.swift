// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details of the tool call.
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsObject`
public struct RunStepDetailsToolCallsObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `tool_calls`.
    public var type: String

    /// An array of tool calls the run step was involved in. These can be associated with one of three types of tools: `code_interpreter`, `file_search`, or `function`.
    public var toolCalls: [RunStepDetailsToolCallsObject.ToolCall]

    public init(
        toolCalls: [RunStepDetailsToolCallsObject.ToolCall]
    ) {
        self.type = "tool_calls"
        self.toolCalls = toolCalls
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolCalls: .emptyValue
        )
    }

    public enum ToolCall: Codable, Equatable, Sendable, EmptyDecodable {
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_calls")
        self.toolCalls = try container.decodeRequired([RunStepDetailsToolCallsObject.ToolCall].self, forKey: "tool_calls", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.toolCalls, forKey: "tool_calls")
    }
}
