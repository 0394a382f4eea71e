import Foundation
import Testing
@testable import AIClientRuntime

@Suite struct RetryPolicyTests {
    let policy = RetryPolicy()

    @Test(arguments: [408, 409, 429, 500, 502, 503, 504, 599])
    func retryableStatuses(status: Int) {
        #expect(policy.shouldRetry(status: status, headers: [:]))
    }

    @Test(arguments: [400, 401, 403, 404, 422])
    func clientErrorsAreNotRetried(status: Int) {
        #expect(!policy.shouldRetry(status: status, headers: [:]))
    }

    @Test func shouldRetryHeaderWins() {
        #expect(policy.shouldRetry(status: 400, headers: ["x-should-retry": "true"]))
        #expect(!policy.shouldRetry(status: 503, headers: ["X-Should-Retry": "false"]))
    }

    @Test func onlyConnectionFailuresAndTimeoutsAreRetried() {
        #expect(policy.shouldRetry(.transport(URLError(.networkConnectionLost), url: nil)))
        #expect(policy.shouldRetry(.timeout(url: nil)))
        #expect(!policy.shouldRetry(.invalidRequest("x")))
        #expect(!policy.shouldRetry(.streamInterrupted(bytesReceived: 1)))
        #expect(!policy.shouldRetry(.responseTooLarge(limit: 1)))
    }

    @Test func backoffGrowsIsCappedAndJittered() {
        for retry in 0..<8 {
            let full = min(0.5 * pow(2, Double(retry)), 8)
            for _ in 0..<50 {
                let delay = policy.delay(beforeRetry: retry, retryAfter: nil)
                #expect(delay <= full && delay >= full * 0.75)
            }
        }
    }

    @Test func retryAfterIsHonouredWithinBounds() {
        #expect(policy.delay(beforeRetry: 0, retryAfter: 3) == 3)
        #expect(policy.delay(beforeRetry: 0, retryAfter: 120) == 120)
        #expect(!policy.exceedsMaxRetryAfter(120))
        #expect(!policy.exceedsMaxRetryAfter(nil))
        // Longer than maxRetryAfter (120 s by default): not retried at all.
        #expect(policy.exceedsMaxRetryAfter(150))
        #expect(RetryPolicy(maxRetryAfter: 600).delay(beforeRetry: 0, retryAfter: 150) == 150)
    }

    @Test func aZeroRetryAfterFallsBackToBackoff() {
        for retry in 0..<3 {
            let delay = policy.delay(beforeRetry: retry, retryAfter: 0)
            let full = 0.5 * pow(2, Double(retry))
            #expect(delay <= full && delay >= full * 0.75)
        }
    }
}
