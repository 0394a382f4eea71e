import AIClientRuntime
import Anthropic
import Foundation
import Testing

/// `MessageAccumulator` on hand-written events, one rule per test.
@Suite struct MessageAccumulatorTests {
    static let start = #"{"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[],"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":25,"cache_creation_input_tokens":0,"cache_read_input_tokens":7,"output_tokens":1}}}"#

    static func events(_ lines: [String]) throws -> [MessageStreamEvent] {
        try lines.map { try JSONDecoder().decode(MessageStreamEvent.self, from: Data($0.utf8)) }
    }

    static func accumulate(_ lines: [String]) throws -> Message {
        var accumulator = MessageAccumulator()
        for event in try events(lines) { accumulator.add(event) }
        return try accumulator.result()
    }

    static func delta(_ index: Int, _ delta: String) -> String {
        #"{"type":"content_block_delta","index":\#(index),"delta":\#(delta)}"#
    }

    static let stop = [
        #"{"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":42}}"#,
        #"{"type":"message_stop"}"#,
    ]

    @Test func textDeltasJoinAndUsageMerges() throws {
        let message = try Self.accumulate([
            Self.start,
            #"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}"#,
            #"{"type":"ping"}"#,
            Self.delta(0, #"{"type":"text_delta","text":"Hello"}"#),
            Self.delta(0, #"{"type":"text_delta","text":", Claude"}"#),
            #"{"type":"content_block_stop","index":0}"#,
        ] + Self.stop)
        #expect(message.id == "msg_1")
        #expect(message.content == [.text(ResponseTextBlock(citations: nil, text: "Hello, Claude"))])
        #expect(message.stopReason == .endTurn)
        #expect(message.usage.inputTokens == 25)
        #expect(message.usage.cacheReadInputTokens == 7)
        #expect(message.usage.outputTokens == 42)
    }

    @Test func messageDeltaUsageOverridesTheCountsItSends() throws {
        let message = try Self.accumulate([
            Self.start,
            #"{"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"input_tokens":30,"cache_read_input_tokens":null,"output_tokens":5}}"#,
            #"{"type":"message_stop"}"#,
        ])
        #expect(message.usage.inputTokens == 30)
        #expect(message.usage.cacheReadInputTokens == 7)
        #expect(message.usage.outputTokens == 5)
        #expect(message.stopReason == .toolUse)
    }

    @Test func toolUseInputIsTheJSONOfItsPartialFragments() throws {
        let message = try Self.accumulate([
            Self.start,
            #"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":"Let me check."}}"#,
            #"{"type":"content_block_stop","index":0}"#,
            #"{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"toolu_1","name":"get_weather","input":{}}}"#,
            Self.delta(1, #"{"type":"input_json_delta","partial_json":""}"#),
            Self.delta(1, #"{"type":"input_json_delta","partial_json":"{\"location\": \"San Fra"}"#),
            Self.delta(1, #"{"type":"input_json_delta","partial_json":"ncisco, CA\", \"days\": [1, 2"}"#),
            Self.delta(1, #"{"type":"input_json_delta","partial_json":"]}"}"#),
            #"{"type":"content_block_stop","index":1}"#,
            #"{"type":"content_block_start","index":2,"content_block":{"type":"tool_use","id":"toolu_2","name":"no_arguments","input":{}}}"#,
            Self.delta(2, #"{"type":"input_json_delta","partial_json":""}"#),
            #"{"type":"content_block_stop","index":2}"#,
        ] + Self.stop)
        #expect(message.content.count == 3)
        guard case .toolUse(let use) = message.content[1], case .toolUse(let empty) = message.content[2] else {
            Issue.record("expected two tool_use blocks, got \(message.content)")
            return
        }
        #expect(use.id == "toolu_1")
        #expect(use.name == "get_weather")
        #expect(use.input == ["location": "San Francisco, CA", "days": [1, 2]])
        #expect(empty.input == [:])
    }

    @Test func thinkingKeepsItsSignatureExactly() throws {
        let signature = "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds+/Rj7qP/ZI=="
        let message = try Self.accumulate([
            Self.start,
            #"{"type":"content_block_start","index":0,"content_block":{"type":"thinking","thinking":"","signature":""}}"#,
            Self.delta(0, #"{"type":"thinking_delta","thinking":"Let me think"}"#),
            Self.delta(0, #"{"type":"thinking_delta","thinking":" step by step."}"#),
            Self.delta(0, #"{"type":"signature_delta","signature":"\#(signature)"}"#),
            #"{"type":"content_block_stop","index":0}"#,
        ] + Self.stop)
        guard case .thinking(let thinking) = message.content.first else {
            Issue.record("expected a thinking block, got \(message.content)")
            return
        }
        #expect(thinking.thinking == "Let me think step by step.")
        #expect(Array(thinking.signature.utf8) == Array(signature.utf8))
    }

    @Test func citationsAreAppendedToTheirTextBlock() throws {
        let citation = #"{"type":"char_location","cited_text":"The grass is green.","document_index":0,"document_title":"Doc","start_char_index":0,"end_char_index":20,"file_id":null}"#
        let message = try Self.accumulate([
            Self.start,
            #"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":"","citations":[]}}"#,
            Self.delta(0, #"{"type":"citations_delta","citation":\#(citation)}"#),
            Self.delta(0, #"{"type":"text_delta","text":"the grass is green"}"#),
            #"{"type":"content_block_stop","index":0}"#,
        ] + Self.stop)
        guard case .text(let text) = message.content.first, case .charLocation(let location)? = text.citations?.first else {
            Issue.record("expected a text block with a char_location citation, got \(message.content)")
            return
        }
        #expect(text.text == "the grass is green")
        #expect(location.citedText == "The grass is green.")
        #expect(text.citations?.count == 1)
    }

    @Test func brokenPartialJSONIsADecodingErrorThatNamesTheBlock() throws {
        let lines = [
            Self.start,
            #"{"type":"content_block_start","index":0,"content_block":{"type":"tool_use","id":"toolu_1","name":"f","input":{}}}"#,
            Self.delta(0, #"{"type":"input_json_delta","partial_json":"{\"a\": tru"}"#),
        ] + Self.stop
        let error = #expect(throws: AIClientError.self) { try Self.accumulate(lines) }
        #expect(error?.kind == .decoding)
        #expect(error?.payloadSnippet == #"{"a": tru"#)
        #expect(error?.description.contains("content block 0") == true)
    }

    @Test func aStreamWithoutMessageStartOrStopIsIncomplete() throws {
        let noStart = #expect(throws: AIClientError.self) { try Self.accumulate(Self.stop) }
        #expect(noStart?.kind == .incompleteStream)
        #expect(noStart?.message == "no message_start event")
        #expect(noStart?.eventsReceived == 2)
        var accumulator = MessageAccumulator()
        for event in try Self.events([Self.start, Self.delta(0, #"{"type":"text_delta","text":"x"}"#)]) { accumulator.add(event) }
        let noStop = #expect(throws: AIClientError.self) { try accumulator.result() }
        #expect(noStop?.kind == .incompleteStream)
        #expect(noStop?.message?.hasPrefix("no message_stop event") == true)
    }

    @Test func unknownEventsAndDeltasChangeNothing() throws {
        let message = try Self.accumulate([
            Self.start,
            #"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":"a"}}"#,
            #"{"type":"future_event","payload":{"x":1}}"#,
            Self.delta(0, #"{"type":"future_delta","value":"?"}"#),
            #"{"type":"content_block_stop","index":0}"#,
        ] + Self.stop)
        #expect(message.content == [.text(ResponseTextBlock(citations: nil, text: "a"))])
    }
}
