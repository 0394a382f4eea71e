// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details of the tool call.
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsObject`
public struct RunStepDeltaStepDetailsToolCallsObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `tool_calls`.
    public var type: String

    /// An array of tool calls the run step was involved in. These can be associated with one of three types of tools: `code_interpreter`, `file_search`, or `function`.
    public var toolCalls: [RunStepDeltaStepDetailsToolCallsObject.ToolCall]?

    public init(
        toolCalls: [RunStepDeltaStepDetailsToolCallsObject.ToolCall]? = nil
    ) {
        self.type = "tool_calls"
        self.toolCalls = toolCalls
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public enum ToolCall: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `code_interpreter`
        case codeInterpreter(RunStepDeltaStepDetailsToolCallsCodeObject)
        /// - `type`: `file_search`
        case fileSearch(RunStepDeltaStepDetailsToolCallsFileSearchObject)
        /// - `type`: `function`
        case function(RunStepDeltaStepDetailsToolCallsFunctionObject)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "code_interpreter": self = .codeInterpreter(try RunStepDeltaStepDetailsToolCallsCodeObject(from: decoder)); return
                case "file_search": self = .fileSearch(try RunStepDeltaStepDetailsToolCallsFileSearchObject(from: decoder)); return
                case "function": self = .function(try RunStepDeltaStepDetailsToolCallsFunctionObject(from: decoder)); return
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
        self.toolCalls = try container.decodeIfPresent([RunStepDeltaStepDetailsToolCallsObject.ToolCall].self, forKey: "tool_calls")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.toolCalls, forKey: "tool_calls")
    }
}
