import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Error answers through the generated OpenAI client: the typed error carries the status, the
/// provider's envelope, the request id and the parsed rate-limit headers.
@Suite(.timeLimit(.minutes(10)))
struct OpenAIErrorTests {
    static let request = CreateChatCompletionRequest(messages: [.user(.init(content: "Hi"))], model: "gpt-4o")

    @Test func clientErrorWithTheOpenAIEnvelope() async throws {
        let envelope: JSONValue = ["error": [
            "message": "Invalid 'messages[0].content': string too long.",
            "type": "invalid_request_error", "param": "messages[0].content", "code": "string_above_max_length",
        ]]
        let session = try await LoopbackServer.shared().mockSession([.json(envelope, status: 400, headers: ["x-request-id": "req_bad_1"])])
        let client = OpenAIClient.loopback(session)

        let error = await #expect(throws: AIClientError.self) {
            _ = try await client.chat.completions.create(Self.request)
        }
        #expect(error?.kind == .http)
        #expect(error?.status == 400)
        #expect(error?.providerError?.message == "Invalid 'messages[0].content': string too long.")
        #expect(error?.providerError?.type == "invalid_request_error")
        #expect(error?.providerError?.param == "messages[0].content")
        #expect(error?.providerError?.code == "string_above_max_length")
        #expect(error?.requestID == "req_bad_1")
        #expect(error?.url?.path.hasSuffix("/chat/completions") == true)
        let description = error.map { String(describing: $0) } ?? ""
        #expect(description.contains("400"))
        #expect(description.contains("string too long"))
        #expect(!description.contains(OpenAIClient.testKey))
        // Not retried: a 400 is final.
        #expect(try await session.requests().count == 1)
    }

    @Test func rateLimitedWithHeaders() async throws {
        let envelope: JSONValue = ["error": [
            "message": "Rate limit reached for gpt-4o on requests per min (RPM): Limit 500, Used 500.",
            "type": "requests", "param": nil, "code": "rate_limit_exceeded",
        ]]
        let headers = [
            "x-request-id": "req_limited",
            "x-ratelimit-limit-requests": "500",
            "x-ratelimit-remaining-requests": "0",
            "x-ratelimit-reset-requests": "1m30.5s",
            "x-ratelimit-limit-tokens": "30000",
            "x-ratelimit-remaining-tokens": "29000",
            "x-ratelimit-reset-tokens": "20ms",
            "retry-after": "7",
            "retry-after-ms": "6500",
        ]
        let session = try await LoopbackServer.shared().mockSession([.json(envelope, status: 429, headers: headers)])
        let client = OpenAIClient.loopback(session)

        let error = await #expect(throws: AIClientError.self) {
            _ = try await client.chat.completions.create(Self.request)
        }
        #expect(error?.status == 429)
        #expect(error?.providerError?.code == "rate_limit_exceeded")
        #expect(error?.requestID == "req_limited")
        let limits = try #require(error?.rateLimits)
        #expect(limits.requests == RateLimits.Window(limit: 500, remaining: 0, resetAfter: 90.5))
        #expect(limits.tokens?.limit == 30_000)
        #expect(limits.tokens?.remaining == 29_000)
        #expect(abs((limits.tokens?.resetAfter ?? 0) - 0.02) < 1e-9)
        // `retry-after-ms` is the more precise of the two.
        #expect(limits.retryAfter == 6.5)
    }
}
