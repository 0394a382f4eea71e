import AIClientsAsyncHTTPClient
import Foundation
import OpenAIResponses
import Testing

/// The Responses API over WebSocket on the loopback server: `response.create` with only the
/// fields given, lanes by `stream_id` on one socket, and the existing `ResponseAccumulator`.
@Suite(.serialized) struct ResponsesWebSocketTests {
    static func connect(_ implementation: WebSocketImplementation) async throws -> ResponsesWebSocketConnection {
        let connection = try await LoopbackSession.client(implementation).responses.connect()
        Task { [weak connection] in
            try? await Task.sleep(nanoseconds: 15_000_000_000)
            await connection?.close()
        }
        return connection
    }

    @Test(arguments: WebSocketImplementation.allCases)
    func oneResponseBuildsWithTheAccumulator(_ implementation: WebSocketImplementation) async throws {
        let connection = try await Self.connect(implementation)
        try await connection.create(.init(model: "gpt-5", input: "Hi"))
        var accumulator = ResponseAccumulator()
        for try await event in connection.lanes().lane("") {
            accumulator.add(event)
        }
        let response = try accumulator.result()
        #expect(response.outputText == "echo: Hi")
        #expect(response.status == .completed)
        await connection.close()
    }

    @Test(arguments: WebSocketImplementation.allCases)
    func lanesRunOnOneSocket(_ implementation: WebSocketImplementation) async throws {
        let connection = try await Self.connect(implementation)
        let lanes = connection.lanes()
        let first = try await lanes.create(.init(model: "gpt-5", input: "one"), streamID: "a")
        let second = try await lanes.create(.init(model: "gpt-5", input: "two"), streamID: "b")
        async let a: String = { var acc = ResponseAccumulator(); for try await e in first { acc.add(e) }; return try acc.result().outputText ?? "" }()
        async let b: String = { var acc = ResponseAccumulator(); for try await e in second { acc.add(e) }; return try acc.result().outputText ?? "" }()
        #expect(try await a == "echo: one")
        #expect(try await b == "echo: two")
        await connection.close()
    }

    /// The README's "Responses over WebSocket" example, run on the loopback server.
    @Test func theReadmeExampleRuns() async throws {
        let client = try await LoopbackSession.client(.nio)
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // README: responses-websocket
        let connection = try await client.responses.connect()
        let lanes = connection.lanes()
        let questions = ["one": "What is Swift?", "two": "What is NIO?"]
        try await withThrowingTaskGroup(of: (String, String).self) { group in
            for (id, question) in questions {
                let events = try await lanes.create(.init(model: "gpt-5", input: .textInput(question)), streamID: id)
                group.addTask {
                    var accumulator = ResponseAccumulator()   // the same as for client.responses.stream
                    for try await event in events { accumulator.add(event) }
                    return (id, try accumulator.result().outputText ?? "")
                }
            }
            for try await (id, answer) in group { print(id, answer) }
        }
        await connection.close()
        // README: end
        #expect(printed.sorted() == ["one echo: What is Swift?", "two echo: What is NIO?"])
    }

    @Test func theReadmeShowsThisCode() throws {
        let readme = try String(contentsOf: ReadmeRealtimeTests.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let documented = try ReadmeServerTests.block("responses-websocket", in: readme)
        #expect(!documented.isEmpty)
        #expect(documented == (try ReadmeServerTests.region("responses-websocket", in: source)))
    }

    @Test func theRequestHasOnlyTheFieldsGiven() throws {
        let text = String(decoding: try JSONCoding.encode(ResponsesClientEvent(streamID: "s1", model: "gpt-5", input: "Hi")), as: UTF8.self)
        #expect(text == #"{"input":"Hi","model":"gpt-5","stream_id":"s1","type":"response.create"}"#)
    }
}
