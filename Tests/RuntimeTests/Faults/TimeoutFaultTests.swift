import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

/// Idle and total timeouts, exact below one second, reported as `.timeout` (section 6 of
/// the SDK wire reference; issue 12's trickling server).
@Suite(.serialized, .timeLimit(.minutes(10)))
struct TimeoutFaultTests {
    @Test func aSubSecondTimeoutBeforeTheHeadIsHonouredAndRetried() async throws {
        let server = try await LoopbackServer.shared()
        let options = RequestOptions(timeout: 0.3)
        let (result, elapsed) = await Faults.timed {
            try await Faults.core(server).raw("GET", "/stall", query: [("delay", "3"), ("head", "late")], options: options)
        }
        #expect(result.clientError?.kind == .timeout)
        // Three attempts of 0.3 s plus two short waits; whole seconds would make it 3 s or more.
        // The upper bound is the same call with a whole second, timed under the same load, not
        // a fixed number of seconds a busy machine can pass (3 × 0.7 s apart, jitter ≤ 0.4 s).
        let (_, whole) = await Faults.timed {
            try await Faults.core(server).raw("GET", "/stall", query: [("delay", "3"), ("head", "late")], options: RequestOptions(timeout: 1))
        }
        #expect(elapsed >= 0.85, "\(elapsed) s")
        #expect(elapsed < whole - 1, "0.3 s took \(elapsed) s where 1 s took \(whole) s")
    }

    @Test func oneSubSecondTimeoutTakesWhatItSays() async throws {
        let server = try await LoopbackServer.shared()
        let options = RequestOptions(timeout: 0.3, maxRetries: 0)
        let (result, elapsed) = await Faults.timed {
            try await Faults.core(server).raw("GET", "/stall", query: [("delay", "3"), ("head", "late")], options: options)
        }
        #expect(result.clientError?.kind == .timeout)
        // Not a whole second: compared with the same call at 1 s under the same load.
        let (_, whole) = await Faults.timed {
            try await Faults.core(server).raw("GET", "/stall", query: [("delay", "3"), ("head", "late")], options: RequestOptions(timeout: 1, maxRetries: 0))
        }
        #expect(elapsed >= 0.28, "\(elapsed) s")
        #expect(elapsed < whole - 0.35, "0.3 s took \(elapsed) s where 1 s took \(whole) s")
    }

    @Test func aStalledStreamIsATimeoutAfterWhatArrived() async throws {
        let server = try await LoopbackServer.shared()
        let core = Faults.core(server)
        let request = RequestComponents(method: "GET", path: "/stall", query: [("delay", "3")])
        var received = Data()
        // Timed from the request: the idle limit runs from the last bytes, not from the read.
        let (result, elapsed) = await Faults.timed {
            let response = try await core.sendStreaming(request, options: RequestOptions(timeout: 0.4))
            for try await chunk in response.value { received.append(chunk) }
        }
        #expect(result.clientError?.kind == .timeout)
        #expect(String(decoding: received, as: UTF8.self) == "head\n")
        #expect(elapsed >= 0.3 && elapsed < 4)
    }

    @Test func aStalledEventStreamIsATimeoutAfterTheEventsThatArrived() async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        let stream = try await Faults.core(server).sendEvents(
            RequestComponents(method: "GET", path: "/fault/trickle", query: [("key", key), ("interval", "0.25"), ("limit", "0.6")]),
            options: RequestOptions(timeout: 5, totalTimeout: 0.5), of: JSONValue.self, format: EventStreamFormat())
        var events = 0
        let (result, elapsed) = await Faults.timed { for try await _ in stream { events += 1 } }
        #expect(result.clientError?.kind == .timeout)
        #expect(events == 0)
        #expect(elapsed < 5)
    }

    @Test func aTricklingServerCannotKeepABufferedCallOpen() async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        // One byte every 0.2 s never trips the idle limit; the total limit (= timeout for a
        // body read whole) ends each attempt.
        let options = RequestOptions(timeout: 1, maxRetries: 1)
        let (result, elapsed) = await Faults.timed {
            try await Faults.core(server).raw("GET", "/fault/trickle", query: [("key", key), ("interval", "0.2"), ("limit", "20")], options: options)
        }
        #expect(result.clientError?.kind == .timeout)
        #expect(try await Faults.log(server, key: key).count == 2)
        #expect(elapsed >= 1.9 && elapsed < 10)
    }

    @Test func anExplicitTotalTimeoutEndsALongStream() async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        let options = RequestOptions(timeout: 1, totalTimeout: 0.8)
        let response = try await Faults.core(server).sendStreaming(
            RequestComponents(method: "GET", path: "/fault/trickle", query: [("key", key), ("interval", "0.1"), ("limit", "20")]),
            options: options)
        var bytes = 0
        let (result, elapsed) = await Faults.timed { for try await chunk in response.value { bytes += chunk.count } }
        #expect(result.clientError?.kind == .timeout)
        #expect(bytes >= 3)
        #expect(elapsed < 6)
    }
}
