import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Real recorded Responses API streams, replayed in small delayed chunks through the loopback
/// server into `client.responses.stream`: every event is a typed case, and the accumulated
/// response is the recording's `response.completed` one, with its output text.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct ResponseStreamReplayTests {
    @Test(arguments: RecordedStreams.of("/responses"))
    func response(_ recording: RecordedStream) async throws {
        let (client, _) = try await RecordedStreams.client(replaying: recording)
        let request = try recording.request(as: CreateResponse.self)
        var accumulator = ResponseAccumulator()
        var types: [String] = []
        for try await event in try await client.responses.stream(request) {
            if case .unknown(let value) = event {
                Issue.record("an event of a type the spec declares fell back to .unknown: \(value)")
            }
            types.append(try Self.type(of: event))
            accumulator.add(event)
        }
        let raw = recording.rawEvents
        #expect(types == raw.compactMap(\.type))
        let response = try accumulator.result()

        // The final response is the recording's `response.completed` response…
        let completedJSON = try #require(raw.last { $0.type == "response.completed" }?.object?["response"])
        let completed = try JSONDecoder().decode(Response.self, from: JSONSerialization.data(withJSONObject: completedJSON))
        let deltas = raw.filter { $0.type == "response.output_text.delta" }.compactMap { $0.object?["delta"] as? String }.joined()
        #expect(response == completed)
        // …whose `outputText`, computed from its output, is the text of the deltas.
        // (nil when the response has no text: a tool call only)
        #expect((response.outputText ?? "") == deltas)
        #expect(accumulator.outputText == deltas)
    }

    /// Without its `*.done` events and `response.completed`, the stream still accumulates:
    /// from the snapshot of `response.created` and the deltas.
    @Test(arguments: RecordedStreams.of("/responses").filter { $0.body.utf8.count < 128 * 1024 })
    func responseBuiltFromDeltas(_ recording: RecordedStream) async throws {
        let kept = recording.rawEvents.filter { event in
            guard let type = event.type else { return true }
            return !type.hasSuffix(".done") && type != "response.completed"
        }
        let body = kept.map { "event: \($0.name ?? "")\ndata: \($0.data)\n\n" }.joined()
        let script = try await StreamScript.start(body, RecordedStreams.playback(for: recording))
        let client = OpenAIClient(apiKey: "sk-test", baseURL: script.baseURL, retryPolicy: .none)
        let request = try recording.request(as: CreateResponse.self)
        let response = try await client.responses.stream(request).finalResponse()

        let raw = recording.rawEvents
        let completedJSON = try #require(raw.last { $0.type == "response.completed" }?.object?["response"])
        let completed = try JSONDecoder().decode(Response.self, from: JSONSerialization.data(withJSONObject: completedJSON))
        #expect(response.status == .inProgress)
        #expect(response.id == completed.id)
        #expect(response.output.count == completed.output.count)
        #expect((response.outputText ?? "") == raw.filter { $0.type == "response.output_text.delta" }.compactMap { $0.object?["delta"] as? String }.joined())
        // The streamed arguments and code of each call are those of the finished call.
        for (built, final) in zip(response.output, completed.output) {
            switch (built, final) {
            case (.functionCall(let built), .functionCall(let final)):
                #expect(built.arguments == final.arguments)
            case (.codeInterpreterCall(let built), .codeInterpreterCall(let final)):
                #expect(built.code == final.code)
            case (.message(let built), .message(let final)):
                #expect(built.content == final.content)
            case (.reasoning(let built), .reasoning(let final)):
                #expect(built.summary == final.summary)
            default:
                break
            }
        }
    }

    @Test func unknownEventTypesArriveAsUnknownAndTheStreamGoesOn() async throws {
        let recording = try #require(RecordedStreams.of("/responses").min { $0.body.utf8.count < $1.body.utf8.count })
        // A future event type in the middle of a real stream.
        var events = recording.rawEvents
        events.insert(RawEvent(name: "response.future_thing", data: #"{"type":"response.future_thing","sequence_number":99,"x":[1]}"#), at: 2)
        let body = events.map { "event: \($0.name ?? "")\ndata: \($0.data)\n\n" }.joined()
        let script = try await StreamScript.start(body, .init(chunk: 64, delayMS: 1))
        let client = OpenAIClient(apiKey: "sk-test", baseURL: script.baseURL, retryPolicy: .none)
        var accumulator = ResponseAccumulator()
        var unknown: [JSONValue] = []
        for try await event in try await client.responses.stream(CreateResponse()) {
            if case .unknown(let value) = event { unknown.append(value) }
            accumulator.add(event)
        }
        #expect(unknown == [["type": "response.future_thing", "sequence_number": 99, "x": [1]]])
        #expect(accumulator.eventCount == events.count)
        #expect(try accumulator.result().status == .completed)
    }

    /// The `type` of an event, read back through its JSON.
    static func type(of event: ResponseStreamEvent) throws -> String {
        let object = try event.jsonObject() as? [String: Any]
        return object?["type"] as? String ?? "?"
    }
}
