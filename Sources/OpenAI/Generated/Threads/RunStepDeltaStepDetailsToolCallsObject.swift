// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details of the tool call.
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsObject`
public nonisolated struct RunStepDeltaStepDetailsToolCallsObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `tool_calls`.
    public var type: String

    /// An array of tool calls the run step was involved in. These can be associated with one of three types of tools: `code_interpreter`, `file_search`, or `function`.
    public var toolCalls: [RunStepDeltaStepDetailsToolCall]?

    public init(
        toolCalls: [RunStepDeltaStepDetailsToolCall]? = nil
    ) {
        self.type = "tool_calls"
        self.toolCalls = toolCalls
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Formerly a type of its own; the spec now names it `RunStepDeltaStepDetailsToolCall`.
    @available(*, deprecated, renamed: "RunStepDeltaStepDetailsToolCall")
    public typealias ToolCall = RunStepDeltaStepDetailsToolCall

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_calls")
        self.toolCalls = try container.decodeIfPresent([RunStepDeltaStepDetailsToolCall].self, forKey: "tool_calls")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.toolCalls, forKey: "tool_calls")
    }
}
