import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// How `client.chat.completions.stream` fails, through a real loopback connection: an error
/// envelope in the stream, an HTTP error before it, a dropped connection.
@Suite(.timeLimit(.minutes(10)))
struct ChatStreamFailureTests {
    static let request = CreateChatCompletionRequest(messages: [.user(.init(content: "Hi"))], model: "gpt-4o-mini")

    /// The chunks of the smallest recorded chat stream, without its `[DONE]`.
    static func recordedChunks() throws -> [RawEvent] {
        let recording = try #require(RecordedStreams.of("/chat/completions").min { $0.body.utf8.count < $1.body.utf8.count })
        return recording.rawEvents.filter { $0.data != "[DONE]" }
    }

    static func sse(_ events: [RawEvent]) -> String {
        events.map { "data: \($0.data)\n\n" }.joined()
    }

    @Test func anErrorEnvelopeInTheStreamThrowsTheProvidersError() async throws {
        let chunks = Array(try Self.recordedChunks().prefix(2))
        let body = Self.sse(chunks) + #"data: {"error":{"message":"The server had an error while processing your request.","type":"server_error","param":null,"code":null}}"# + "\n\n"
        let script = try await StreamScript.start(body, .init(chunk: 37, delayMS: 2))
        let client = OpenAIClient(apiKey: "sk-test", baseURL: script.baseURL, retryPolicy: .none)
        var accumulator = ChatCompletionAccumulator()
        let error = await #expect(throws: AIClientError.self) {
            for try await chunk in try await client.chat.completions.stream(Self.request) { accumulator.add(chunk) }
        }
        #expect(accumulator.chunkCount == chunks.count)
        #expect(error?.kind == .streamError)
        #expect(error?.providerError?.type == "server_error")
        #expect(error?.message == "The server had an error while processing your request.")
    }

    @Test func anHTTPErrorBeforeTheStreamIsTheErrorOfCreateFromOneRequest() async throws {
        let errorBody = #"{"error":{"message":"Incorrect API key provided: sk-test.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}"#
        let script = try await StreamScript.start("", .init(status: 401, errorBody: errorBody, headers: ["x-request-id": "req_401"]))
        let client = OpenAIClient(apiKey: "sk-test", baseURL: script.baseURL)
        let streamError = await #expect(throws: AIClientError.self) { _ = try await client.chat.completions.stream(Self.request) }
        #expect(try await script.log().requests == 1)
        let createError = await #expect(throws: AIClientError.self) { _ = try await client.chat.completions.create(Self.request) }
        #expect(streamError?.kind == .http)
        #expect(streamError?.status == 401)
        #expect(streamError?.providerError?.code == "invalid_api_key")
        #expect(streamError?.requestID == "req_401")
        #expect(streamError?.providerError == createError?.providerError)
        #expect(streamError?.requestID == createError?.requestID)
    }

    @Test func aDroppedConnectionDeliversTheChunksSoFarThenInterrupts() async throws {
        let chunks = try Self.recordedChunks()
        let whole = Self.sse(Array(chunks.prefix(2)))
        let script = try await StreamScript.start(Self.sse(chunks) + "data: [DONE]\n\n", .init(chunk: 43, delayMS: 2, dropAfter: whole.utf8.count + 25))
        let client = OpenAIClient(apiKey: "sk-test", baseURL: script.baseURL, retryPolicy: .none)
        var accumulator = ChatCompletionAccumulator()
        let error = await #expect(throws: AIClientError.self) {
            for try await chunk in try await client.chat.completions.stream(Self.request) { accumulator.add(chunk) }
        }
        #expect(error?.kind == .streamInterrupted)
        #expect(error?.eventsReceived == 2)
        #expect(accumulator.chunkCount == 2)
    }
}
