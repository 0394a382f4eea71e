import AIClientRuntime
import Foundation
import OpenAI
import Testing

/// `ResponseAccumulator` on hand-written events: what it does without a final response.
@Suite struct ResponseAccumulatorTests {
    static func events(_ lines: [String]) throws -> [ResponseStreamEvent] {
        try lines.map { try JSONDecoder().decode(ResponseStreamEvent.self, from: Data($0.utf8)) }
    }

    static let created = #"{"type":"response.created","sequence_number":0,"response":{"id":"resp_1","object":"response","created_at":1700000000,"status":"in_progress","model":"gpt-4.1","output":[],"tools":[],"tool_choice":"auto","parallel_tool_calls":true,"metadata":{},"temperature":1,"top_p":1,"error":null,"incomplete_details":null,"instructions":null}}"#

    @Test func deltasBuildTheOutputWhenNoFinalResponseCame() throws {
        var accumulator = ResponseAccumulator()
        for event in try Self.events([
            Self.created,
            #"{"type":"response.output_item.added","sequence_number":1,"output_index":0,"item":{"type":"message","id":"msg_1","role":"assistant","status":"in_progress","content":[]}}"#,
            #"{"type":"response.content_part.added","sequence_number":2,"item_id":"msg_1","output_index":0,"content_index":0,"part":{"type":"output_text","text":"","annotations":[],"logprobs":[]}}"#,
            #"{"type":"response.output_text.delta","sequence_number":3,"item_id":"msg_1","output_index":0,"content_index":0,"delta":"Hello","logprobs":[]}"#,
            #"{"type":"response.output_text.delta","sequence_number":4,"item_id":"msg_1","output_index":0,"content_index":0,"delta":" there","logprobs":[]}"#,
            #"{"type":"response.output_item.added","sequence_number":5,"output_index":1,"item":{"type":"function_call","id":"fc_1","call_id":"call_1","name":"lookup","arguments":"","status":"in_progress"}}"#,
            #"{"type":"response.function_call_arguments.delta","sequence_number":6,"item_id":"fc_1","output_index":1,"delta":"{\"q\":"}"#,
            #"{"type":"response.function_call_arguments.delta","sequence_number":7,"item_id":"fc_1","output_index":1,"delta":"\"swift\"}"}"#,
        ]) { accumulator.add(event) }
        #expect(accumulator.outputText == "Hello there")
        let response = try accumulator.result()
        #expect(response.id == "resp_1")
        #expect(response.status == .inProgress)
        #expect(response.outputText == "Hello there")
        #expect(response.output.count == 2)
        guard case .functionCall(let call) = response.output.last else {
            Issue.record("expected a function call last, got \(response.output)")
            return
        }
        #expect(call.arguments == #"{"q":"swift"}"#)
    }

    @Test func anErrorEventWithoutAFinalResponseIsAStreamError() throws {
        var accumulator = ResponseAccumulator()
        for event in try Self.events([
            Self.created,
            #"{"type":"error","sequence_number":1,"code":"server_error","message":"The model failed.","param":null}"#,
        ]) { accumulator.add(event) }
        let error = #expect(throws: AIClientError.self) { try accumulator.result() }
        #expect(error?.kind == .streamError)
        #expect(error?.providerError?.code == "server_error")
        #expect(error?.message == "The model failed.")
        #expect(error?.eventsReceived == 2)
    }

    @Test func noSnapshotAndNoFinalResponseIsAnIncompleteStream() throws {
        var accumulator = ResponseAccumulator()
        for event in try Self.events([
            #"{"type":"response.output_text.delta","sequence_number":3,"item_id":"msg_1","output_index":0,"content_index":0,"delta":"orphan","logprobs":[]}"#,
        ]) { accumulator.add(event) }
        let error = #expect(throws: AIClientError.self) { try accumulator.result() }
        #expect(error?.kind == .incompleteStream)
        #expect(error?.eventsReceived == 1)
    }
}
