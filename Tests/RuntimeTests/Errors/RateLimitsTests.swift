import Foundation
import Testing
@testable import AIClientRuntime

@Suite struct RateLimitsTests {
    @Test(arguments: [
        ("6m0s", 360.0), ("1s", 1.0), ("20ms", 0.02), ("1h8m25.745s", 4105.745), ("1.2s", 1.2),
        ("0s", 0.0), ("19m29.225s", 1169.225), ("150", 150.0),
    ])
    func goDurationsAreParsed(text: String, seconds: Double) throws {
        let parsed = try #require(RateLimitParsing.duration(text))
        #expect(abs(parsed - seconds) < 1e-9)
    }

    @Test(arguments: ["", "REDACTED", "X-RATELIMIT-RESET-REQUESTS-XXX", "5x", "-3"])
    func nonDurationsAreNil(text: String) {
        #expect(RateLimitParsing.duration(text) == nil)
    }

    @Test func openAIHeadersAreParsed() throws {
        let limits = RateLimits(headers: [
            "x-ratelimit-limit-requests": "500", "x-ratelimit-remaining-requests": "499",
            "x-ratelimit-reset-requests": "120ms", "x-ratelimit-limit-tokens": "30000",
            "x-ratelimit-remaining-tokens": "29000", "x-ratelimit-reset-tokens": "2s",
        ])
        #expect(limits.requests == RateLimits.Window(limit: 500, remaining: 499, resetAfter: 0.12))
        #expect(limits.tokens == RateLimits.Window(limit: 30000, remaining: 29000, resetAfter: 2))
        #expect(limits.retryAfter == nil)
    }

    @Test func anthropicHeadersAreParsed() throws {
        let limits = RateLimits(headers: [
            "anthropic-ratelimit-input-tokens-limit": "400000",
            "anthropic-ratelimit-input-tokens-remaining": "399000",
            "anthropic-ratelimit-input-tokens-reset": "2025-10-24T17:54:00Z",
            "anthropic-ratelimit-output-tokens-reset": "2025-10-24T17:54:00.5Z",
            "anthropic-ratelimit-requests-limit": "50",
        ])
        let input = try #require(limits.inputTokens)
        #expect(input.limit == 400_000)
        #expect(input.remaining == 399_000)
        #expect(input.resetAt == Date(timeIntervalSince1970: 1_761_328_440))
        #expect(limits.outputTokens?.resetAt == Date(timeIntervalSince1970: 1_761_328_440.5))
        #expect(limits.requests?.limit == 50)
    }

    @Test func retryAfterMillisecondsWinOverSeconds() {
        let limits = RateLimits(headers: ["retry-after": "7", "retry-after-ms": "6500"])
        #expect(limits.retryAfter == 6.5)
        #expect(RateLimits(headers: ["retry-after": "7"]).retryAfter == 7)
    }

    @Test func retryAfterHTTPDateIsRelativeToNow() throws {
        let now = Date(timeIntervalSince1970: 1_445_412_470)  // 2015-10-21 07:27:50 GMT
        let limits = RateLimits(headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"], now: now)
        #expect(limits.retryAfter == 10)
        #expect(RateLimits(headers: ["retry-after": "soon"]).retryAfter == nil)
    }

    @Test func unknownResourcesAreKept() {
        let limits = RateLimits(headers: ["anthropic-ratelimit-priority-input-tokens-limit": "1000", "x-other": "1"])
        #expect(limits.windows["priority-input-tokens"]?.limit == 1000)
        #expect(limits.windows.count == 1)
        #expect(RateLimits(headers: ["content-type": "application/json"]).isEmpty)
    }
}
