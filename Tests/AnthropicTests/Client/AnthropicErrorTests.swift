import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// Error answers through the generated Anthropic client.
@Suite(.timeLimit(.minutes(10)))
struct AnthropicErrorTests {
    static let request = CreateMessageParams(model: "claude-nonexistent", messages: [.init(content: "Hi", role: .user)], maxTokens: 16)

    @Test func clientErrorWithTheAnthropicEnvelope() async throws {
        let envelope: JSONValue = [
            "type": "error", "error": ["type": "not_found_error", "message": "model: claude-nonexistent"],
            "request_id": "req_011CnotFound",
        ]
        let session = try await LoopbackServer.shared().mockSession([.json(envelope, status: 404, headers: ["request-id": "req_011CnotFound"])])
        let claude = AnthropicClient.loopback(session)

        let error = await #expect(throws: AIClientError.self) {
            _ = try await claude.messages.create(Self.request)
        }
        #expect(error?.kind == .http)
        #expect(error?.status == 404)
        #expect(error?.providerError?.type == "not_found_error")
        #expect(error?.providerError?.message == "model: claude-nonexistent")
        #expect(error?.requestID == "req_011CnotFound")
        let description = error.map { String(describing: $0) } ?? ""
        #expect(description.contains("not_found_error"))
        #expect(!description.contains(AnthropicClient.testKey))
    }

    @Test func rateLimitedWithHeaders() async throws {
        let envelope: JSONValue = ["type": "error", "error": ["type": "rate_limit_error", "message": "Number of request tokens has exceeded your per-minute rate limit"]]
        let headers = [
            "request-id": "req_011Climited",
            "anthropic-ratelimit-requests-limit": "50",
            "anthropic-ratelimit-requests-remaining": "0",
            "anthropic-ratelimit-requests-reset": "2025-10-24T17:54:00Z",
            "anthropic-ratelimit-input-tokens-limit": "400000",
            "anthropic-ratelimit-input-tokens-remaining": "399000",
            "retry-after": "12",
        ]
        let session = try await LoopbackServer.shared().mockSession([.json(envelope, status: 429, headers: headers)])
        let claude = AnthropicClient.loopback(session)

        let error = await #expect(throws: AIClientError.self) {
            _ = try await claude.messages.create(Self.request)
        }
        #expect(error?.status == 429)
        #expect(error?.providerError?.type == "rate_limit_error")
        #expect(error?.requestID == "req_011Climited")
        let limits = try #require(error?.rateLimits)
        #expect(limits.requests?.limit == 50)
        #expect(limits.requests?.remaining == 0)
        #expect(limits.requests?.resetAt == Date(timeIntervalSince1970: 1_761_328_440))
        #expect(limits.inputTokens?.limit == 400_000)
        #expect(limits.inputTokens?.remaining == 399_000)
        #expect(limits.retryAfter == 12)
    }
}
