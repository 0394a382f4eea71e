import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

/// Retries at the request level under injected faults: attempts, the gaps between them,
/// the error kind, and the bytes re-sent (sections 5 and 7 of the SDK wire reference).
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RetryFaultTests {
    @Test func aConnectionDroppedAfterTheRequestIsRetriedWithBackoffThenTransport() async throws {
        let server = try await LoopbackServer.shared()
        let core = Faults.core(server, policy: .default)
        // Opens the keep-alive connection the POST then goes out on.
        _ = try await core.raw("GET", "/json")
        let key = Faults.key()
        let (result, elapsed) = await Faults.timed {
            try await core.raw("POST", "/fault/drop", query: [("key", key)], body: ["input": "hello"])
        }
        #expect(result.clientError?.kind == .transport)
        let log = try await Faults.log(server, key: key)
        let attempts = log.filter(\.complete)
        Faults.report("drop after request (keep-alive)", attempts, elapsed: elapsed)
        // Three attempts, each with the whole body. The HTTP stack's own re-send on the dead
        // keep-alive connection is cancelled as it starts: at most its head arrives (never a
        // whole request), and nothing waits for it.
        #expect(attempts.count == 3, "\(Faults.describe(log))")
        #expect(attempts.allSatisfy { $0.bodyJSON == ["input": "hello"] })
        #expect(log.filter { !$0.complete }.count <= 1, "\(Faults.describe(log))")
        let gaps = Faults.gaps(attempts)
        #expect(gaps.count == 2)
        if gaps.count == 2 {
            // 0.5 s · 2ⁿ minus up to 25 % jitter, as the SDKs (0.53, 0.87 measured). The lower
            // bounds prove the backoff; that it ends is shown by the three attempts above (a
            // busy machine wakes sleepers seconds late, so no upper bound in seconds). Exact
            // numbers: `FAULT_REPORT=1 swift test --filter Fault`.
            #expect(gaps[0] >= 0.35, "gaps \(gaps)")
            #expect(gaps[1] >= 0.7, "gaps \(gaps)")
        }
    }

    @Test func aDroppedConnectionOnAFreshConnectionIsRetriedToo() async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        let response = try await Faults.core(server).raw("POST", "/fault/drop", query: [("key", key), ("fail", "2")], body: ["n": 1])
        #expect(response.value["attempts"] == 3)
        let log = try await Faults.log(server, key: key)
        #expect(log.count == 3)
        #expect(log.allSatisfy { $0.complete && $0.bodyJSON == ["n": 1] })
    }

    @Test func aJSONBodyCutShortIsRetriedThenSucceeds() async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        let response = try await Faults.core(server).raw("GET", "/fault/truncate", query: [("key", key), ("fail", "1")])
        #expect(response.value["attempts"] == 2)
        #expect(try await Faults.log(server, key: key).count == 2)
    }

    @Test func aJSONBodyAlwaysCutShortEndsWithAConnectionError() async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        let (result, elapsed) = await Faults.timed {
            try await Faults.core(server).raw("GET", "/fault/truncate", query: [("key", key)])
        }
        let error = try #require(result.clientError)
        #expect(error.kind == .streamInterrupted)
        Faults.report("body cut short", try await Faults.log(server, key: key), elapsed: elapsed)
        #expect((error.bytesReceived ?? 0) > 0)
        #expect(try await Faults.log(server, key: key).count == 3)
        #expect(elapsed < 15)
    }

    @Test(arguments: [500, 429])
    func aMultipartUploadIsRetriedWithTheSameParts(status: Int) async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        var form = MultipartFormData()
        form.append("purpose", "batch")
        form.append("file", file: .data(Data((0..<20_000).map { UInt8($0 % 251) }), filename: "input.jsonl", contentType: "application/jsonl"))
        let body = try form.makeBody()
        guard case .stream(let length, let makeChunks) = body else { Issue.record("multipart is streamed"); return }
        let request = RequestComponents(
            method: "POST", path: "/fault/status", query: [("key", key), ("fail", "2"), ("status", "\(status)")],
            body: .stream(length: length, contentType: form.contentType, makeChunks: makeChunks))
        let response = try await Faults.core(server).sendData(request)
        #expect(response.info.status == 200)
        let log = try await Faults.log(server, key: key)
        #expect(log.count == 3)
        Faults.report("multipart after \(status)", log)
        let parts = log.map { $0.parts?.map { "\($0.name ?? "")|\($0.filename ?? "")|\($0.size)|\($0.adler32)" } ?? [] }
        #expect(parts[0].count == 2)
        #expect(Set(parts).count == 1)
        #expect(log.allSatisfy { $0.complete && $0.declared == Int(length ?? -1) })
    }

    @Test(arguments: ["0", "Wed, 21 Oct 2015 07:28:00 GMT"])
    func aZeroOrPastRetryAfterFallsBackToBackoff(retryAfter: String) async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        let policy = RetryPolicy(maxRetries: 2, initialDelay: 0.3, maxDelay: 2)
        let error = await Faults.timed {
            try await Faults.core(server, policy: policy).raw(
                "GET", "/fault/status", query: [("key", key), ("status", "429"), ("header", "retry-after: \(retryAfter)")])
        }.0.clientError
        #expect(error?.status == 429)
        let gaps = Faults.gaps(try await Faults.log(server, key: key))
        Faults.report("retry-after \(retryAfter)", try await Faults.log(server, key: key))
        #expect(gaps.count == 2)
        if gaps.count == 2 {
            #expect(gaps[0] >= 0.2 && gaps[0] < 6, "gaps \(gaps)")
            #expect(gaps[1] >= 0.42 && gaps[1] < 6, "gaps \(gaps)")
        }
    }

    @Test func retryAfterMsWinsOverRetryAfter() async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        let policy = RetryPolicy(maxRetries: 2, initialDelay: 2, maxDelay: 2)
        _ = await Faults.timed {
            try await Faults.core(server, policy: policy).raw("GET", "/fault/status", query: [
                ("key", key), ("status", "429"), ("header", "retry-after: 3"), ("header", "retry-after-ms: 250"),
            ])
        }
        Faults.report("retry-after-ms 250 + retry-after 3", try await Faults.log(server, key: key))
        let gaps = Faults.gaps(try await Faults.log(server, key: key))
        #expect(gaps.count == 2)
        #expect(gaps.allSatisfy { $0 >= 0.23 && $0 < 6 }, "gaps \(gaps)")
    }

    @Test func aRetryAfterBeyondTheCapIsNotRetried() async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        let (result, elapsed) = await Faults.timed {
            try await Faults.core(server, policy: .default).raw(
                "GET", "/fault/status", query: [("key", key), ("status", "429"), ("header", "retry-after: 150")])
        }
        #expect(result.clientError?.status == 429)
        #expect(result.clientError?.rateLimits?.retryAfter == 150)
        Faults.report("retry-after 150", try await Faults.log(server, key: key), elapsed: elapsed)
        #expect(try await Faults.log(server, key: key).count == 1)
        #expect(elapsed < 5)
    }

    @Test func aRetryAfterWithinARaisedCapIsHonoured() async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        let policy = RetryPolicy(maxRetries: 1, initialDelay: 0.05, maxRetryAfter: 0.5)
        _ = await Faults.timed {
            try await Faults.core(server, policy: policy).raw(
                "GET", "/fault/status", query: [("key", key), ("status", "503"), ("header", "retry-after: 0.4")])
        }
        let gaps = Faults.gaps(try await Faults.log(server, key: key))
        #expect(gaps.count == 1)
        #expect(gaps.allSatisfy { $0 >= 0.38 && $0 < 6 }, "gaps \(gaps)")
    }

    @Test func aConnectionRefusedIsRetriedThenTransport() async throws {
        let port = try #require(Faults.unusedPort())
        let url = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let core = APIClientCore(baseURL: url, transport: URLSessionTransport(), retryPolicy: Faults.fast)
        let (result, elapsed) = await Faults.timed { try await core.raw("GET", "/json") }
        #expect(result.clientError?.kind == .transport)
        // Two backoff waits (≥ 0.0375 + 0.075 s) happened before giving up.
        #expect(elapsed >= 0.11 && elapsed < 10)
    }
}
