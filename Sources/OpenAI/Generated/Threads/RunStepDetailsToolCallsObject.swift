// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details of the tool call.
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsObject`
public nonisolated struct RunStepDetailsToolCallsObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `tool_calls`.
    public var type: String

    /// An array of tool calls the run step was involved in. These can be associated with one of three types of tools: `code_interpreter`, `file_search`, or `function`.
    public var toolCalls: [RunStepDetailsToolCall]

    public init(
        toolCalls: [RunStepDetailsToolCall]
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

    /// Formerly a type of its own; the spec now names it `RunStepDetailsToolCall`.
    @available(*, deprecated, renamed: "RunStepDetailsToolCall")
    public typealias ToolCall = RunStepDetailsToolCall

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_calls")
        self.toolCalls = try container.decodeRequired([RunStepDetailsToolCall].self, forKey: "tool_calls", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.toolCalls, forKey: "tool_calls")
    }
}
