import AIClientsAsyncHTTPClient
import Foundation
import OpenAI
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

    @Test func theRequestHasOnlyTheFieldsGiven() throws {
        let text = String(decoding: try JSONCoding.encode(ResponsesClientEvent(streamID: "s1", model: "gpt-5", input: "Hi")), as: UTF8.self)
        #expect(text == #"{"input":"Hi","model":"gpt-5","stream_id":"s1","type":"response.create"}"#)
    }
}
