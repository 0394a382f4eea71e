import AIClientRuntime
import Foundation
import OpenAI
import Testing

/// `ChatCompletionAccumulator` on hand-written chunks, one rule per test.
@Suite struct ChatCompletionAccumulatorTests {
    static func chunk(_ choices: String, usage: String = "null") throws -> CreateChatCompletionStreamResponse {
        let json = #"{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1700000000,"model":"gpt-4o","system_fingerprint":"fp_1","choices":"#
            + choices + #","usage":"# + usage + "}"
        return try JSONDecoder().decode(CreateChatCompletionStreamResponse.self, from: Data(json.utf8))
    }

    static func accumulate(_ chunks: [CreateChatCompletionStreamResponse]) throws -> CreateChatCompletionResponse {
        var accumulator = ChatCompletionAccumulator()
        for chunk in chunks { accumulator.add(chunk) }
        return try accumulator.result()
    }

    @Test func contentDeltasAreJoinedAndTheHeadIsKept() throws {
        let completion = try Self.accumulate([
            try Self.chunk(#"[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]"#),
            try Self.chunk(#"[{"index":0,"delta":{"content":"Hello"},"finish_reason":null}]"#),
            try Self.chunk(#"[{"index":0,"delta":{"content":", world"},"finish_reason":null}]"#),
            try Self.chunk(#"[{"index":0,"delta":{},"finish_reason":"stop"}]"#),
            try Self.chunk("[]", usage: #"{"prompt_tokens":9,"completion_tokens":3,"total_tokens":12}"#),
        ])
        #expect(completion.id == "chatcmpl-1")
        #expect(completion.object == "chat.completion")
        #expect(completion.model == "gpt-4o")
        #expect(completion.created == 1_700_000_000)
        #expect(completion.choices.count == 1)
        #expect(completion.choices[0].message.content == "Hello, world")
        #expect(completion.choices[0].message.role == "assistant")
        #expect(completion.choices[0].message.toolCalls == nil)
        #expect(completion.choices[0].finishReason == .stop)
        #expect(completion.usage?.totalTokens == 12)
        // Deprecated members are carried over too (read here through JSON, without a warning).
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(completion)) as? [String: Any]
        #expect(json?["system_fingerprint"] as? String == "fp_1")
    }

    @Test func toolCallArgumentsAreJoinedByIndexAcrossInterleavedCalls() throws {
        let completion = try Self.accumulate([
            try Self.chunk(#"[{"index":0,"delta":{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"call_a","type":"function","function":{"name":"get_weather","arguments":""}}]},"finish_reason":null}]"#),
            try Self.chunk(#"[{"index":0,"delta":{"tool_calls":[{"index":1,"id":"call_b","type":"function","function":{"name":"get_time","arguments":"{\"tz\":"}}]},"finish_reason":null}]"#),
            try Self.chunk(#"[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"city\":"}}]},"finish_reason":null}]"#),
            try Self.chunk(#"[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"\"UTC\"}"}}]},"finish_reason":null}]"#),
            try Self.chunk(#"[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"Paris\"}"}}]},"finish_reason":null}]"#),
            try Self.chunk(#"[{"index":0,"delta":{},"finish_reason":"tool_calls"}]"#),
        ])
        let message = completion.choices[0].message
        #expect(message.content == nil)
        #expect(completion.choices[0].finishReason == .toolCalls)
        let calls = try #require(message.toolCalls)
        #expect(calls == [
            .function(ChatCompletionMessageToolCall(id: "call_a", function: .init(name: "get_weather", arguments: #"{"city":"Paris"}"#))),
            .function(ChatCompletionMessageToolCall(id: "call_b", function: .init(name: "get_time", arguments: #"{"tz":"UTC"}"#))),
        ])
    }

    @Test func choicesAreKeptApartWithTheirOwnFinishReasons() throws {
        let completion = try Self.accumulate([
            try Self.chunk(#"[{"index":1,"delta":{"content":"B1"},"finish_reason":null},{"index":0,"delta":{"content":"A1"},"finish_reason":null}]"#),
            try Self.chunk(#"[{"index":0,"delta":{"content":"A2"},"finish_reason":"stop"}]"#),
            try Self.chunk(#"[{"index":1,"delta":{"content":"B2"},"finish_reason":"length"}]"#),
        ])
        #expect(completion.choices.map(\.index) == [0, 1])
        #expect(completion.choices.map(\.message.content) == ["A1A2", "B1B2"])
        #expect(completion.choices.map(\.finishReason) == [.stop, .length])
    }

    @Test func refusalAndLogprobsAccumulate() throws {
        let token = #"{"token":"I","logprob":-0.1,"bytes":[73],"top_logprobs":[]}"#
        let token2 = #"{"token":" can't","logprob":-0.2,"bytes":null,"top_logprobs":[]}"#
        let completion = try Self.accumulate([
            try Self.chunk(#"[{"index":0,"delta":{"role":"assistant","refusal":"I"},"logprobs":{"content":null,"refusal":["# + token + #"]},"finish_reason":null}]"#),
            try Self.chunk(#"[{"index":0,"delta":{"refusal":" can't"},"logprobs":{"content":null,"refusal":["# + token2 + #"]},"finish_reason":null}]"#),
            try Self.chunk(#"[{"index":0,"delta":{},"finish_reason":"stop"}]"#),
        ])
        let choice = completion.choices[0]
        #expect(choice.message.refusal == "I can't")
        #expect(choice.message.content == nil)
        #expect(choice.logprobs?.refusal?.map(\.token) == ["I", " can't"])
        #expect(choice.logprobs?.content == nil)
    }

    @Test func noLogprobsWhenNoChunkHadThem() throws {
        let completion = try Self.accumulate([try Self.chunk(#"[{"index":0,"delta":{"content":"x"},"finish_reason":"stop"}]"#)])
        #expect(completion.choices[0].logprobs == nil)
    }

    @Test func anEmptyStreamIsAnIncompleteStreamError() throws {
        let error = #expect(throws: AIClientError.self) { try ChatCompletionAccumulator().result() }
        #expect(error?.kind == .incompleteStream)
        #expect(error?.eventsReceived == 0)
    }

    @Test func aChoiceWithoutFinishReasonIsAnIncompleteStreamError() throws {
        var accumulator = ChatCompletionAccumulator()
        accumulator.add(try Self.chunk(#"[{"index":0,"delta":{"content":"cut"},"finish_reason":null}]"#))
        #expect(accumulator.content == "cut")
        let error = #expect(throws: AIClientError.self) { try accumulator.result() }
        #expect(error?.kind == .incompleteStream)
        #expect(error?.message?.contains("choice 0 has no finish_reason") == true)
        #expect(error?.eventsReceived == 1)
    }
}
