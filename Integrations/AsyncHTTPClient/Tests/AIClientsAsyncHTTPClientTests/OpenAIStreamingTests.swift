import AIClientRuntime
import AIClientsAsyncHTTPClient
import Foundation
import OpenAIChat
import Testing

/// A streamed chat completion end to end: `OpenAIClient` → `AsyncHTTPClientTransport` →
/// the loopback server playing an SSE script in small chunks.
@Suite(.timeLimit(.minutes(10)))
struct OpenAIStreamingTests {
    static let events = (0..<20).map { index in
        #"data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"gpt-4o","choices":[{"index":0,"delta":{"content":"w\#(index) "},"finish_reason":null}]}"#
    } + [
        #"data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"gpt-4o","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"#,
        "data: [DONE]",
    ]

    @Test func aChatStreamArrivesWholeThroughAsyncHTTPClient() async throws {
        let server = try await TestServer.shared()
        let script = try await server.post("/stream-setup", json: [
            "body": Self.events.map { $0 + "\n\n" }.joined(), "chunk": 7, "delay_ms": 1,
        ])
        let id = try #require(script["id"] as? String)
        let client = OpenAIClient(
            apiKey: Secrets.key, baseURL: server.url("/stream/\(id)"), transport: AsyncHTTPClientTransport.shared)
        let request = CreateChatCompletionRequest(messages: [.user("Count")], model: "gpt-4o")
        var accumulator = ChatCompletionAccumulator()
        var chunks = 0
        for try await chunk in try await client.chat.completions.stream(request) {
            accumulator.add(chunk)
            chunks += 1
            if chunks > 100 { break }
        }
        #expect(chunks == 21)
        let completion = try accumulator.result()
        #expect(completion.choices.first?.message.content == (0..<20).map { "w\($0) " }.joined())
    }
}
