import AIClientRuntime
import AIClientsAsyncHTTPClient
import Foundation
import Testing

/// One behaviour suite for every transport, against the main package's loopback server:
/// what the runtime above a transport sees must not depend on which transport it is.
/// Where the transports differ, the test says why.
@Suite(.timeLimit(.minutes(10)))
struct TransportBehaviourTests {
    /// A POST on a reused keep-alive connection that the server reads and closes without
    /// answering: the default policy makes 3 attempts, as the official SDKs do (section 5 of
    /// the wire reference). AsyncHTTPClient never re-sends by itself, so exactly 3 requests
    /// reach the server. libcurl (under URLSessionTransport on Linux) starts re-sending once on
    /// its own; URLSessionTransport cancels that as it starts, so at most one more request
    /// head arrives there, never a whole request.
    @Test(arguments: TransportKind.allCases)
    func aKeepAlivePOSTClosedUnansweredReachesTheServerThreeTimes(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        let key = TestServer.key()
        try await kind.with { transport in
            let core = server.core(transport)
            // Opens the keep-alive connection the POST then goes out on.
            _ = try await core.raw("GET", "/json")
            await #expect { try await core.raw("POST", "/fault/drop", query: [("key", key)], body: ["input": "hello"]) }
                throws: { ($0 as? AIClientError)?.kind == .transport }
        }
        let log = try await server.faultLog(key: key)
        #expect(log.filter(\.complete).count == 3)
        switch kind {
        case .asyncHTTPClient: #expect(log.count == 3)
        case .urlSession: #expect(log.count <= 4)
        }
    }

    @Test(arguments: TransportKind.allCases)
    func a429WithRetryAfterIsRetriedThenSucceeds(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        let key = TestServer.key()
        let attempts = try await kind.with { transport in
            try await server.core(transport).raw(
                "POST", "/fault/status",
                query: [("key", key), ("status", "429"), ("fail", "1"), ("header", "retry-after: 1")],
                body: ["n": 1]).value["attempts"]
        }
        #expect(attempts == 2)
        #expect(try await server.faultLog(key: key).count == 2)
    }

    @Test(arguments: TransportKind.allCases)
    func a429StormBeyondThePolicyEndsWithTheHTTPError(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        let key = TestServer.key()
        _ = try await kind.with { transport in
            await #expect {
                try await server.core(transport, policy: fastRetries).raw(
                    "GET", "/fault/status", query: [("key", key), ("status", "429"), ("header", "retry-after-ms: 10")])
            } throws: { ($0 as? AIClientError)?.status == 429 }
        }
        #expect(try await server.faultLog(key: key).count == 3)
    }

    @Test(arguments: TransportKind.allCases)
    func noHeadInTimeIsATimeout(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        _ = try await kind.with(timeout: 0.3) { transport in
            await #expect {
                try await server.core(transport, policy: .none).raw("GET", "/stall", query: [("delay", "3"), ("head", "late")])
            } throws: { ($0 as? AIClientError)?.kind == .timeout }
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aStalledStreamEndsWithATimeoutAfterWhatArrived(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        // A budget the head makes on a loaded machine (0.5 s did not, under a parallel build),
        // well below the stall.
        try await kind.with(timeout: 2) { transport in
            let response = try await server.core(transport, policy: .none).perform(
                RequestComponents(method: "GET", path: "/stall", query: [("delay", "8")]))
            var received = Data()
            await #expect {
                for try await chunk in response.body { received.append(chunk) }
            } throws: { ($0 as? AIClientError)?.kind == .timeout }
            #expect(String(decoding: received, as: UTF8.self) == "head\n")
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aStreamDroppedMidwayIsInterruptedAndNotRetried(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        try await kind.with { transport in
            let response = try await server.core(transport).perform(
                RequestComponents(method: "GET", path: "/drop", query: [("size", "1000"), ("mode", "chunked")]))
            var received = 0
            await #expect {
                for try await chunk in response.body { received += chunk.count }
            } throws: { ($0 as? AIClientError)?.kind == .streamInterrupted }
            #expect(received == 1000)
        }
    }

    @Test(arguments: TransportKind.allCases)
    func a307IsFollowedWithTheBodyByTheRuntime(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        let key = TestServer.key()
        let target = "/fault/ok?key=\(key)-target"
        let answer = try await kind.with { transport in
            try await server.core(transport).raw(
                "POST", "/fault/redirect", query: [("key", key), ("status", "307"), ("to", target)], body: ["n": 7]).value
        }
        #expect(answer["body_json"] == ["n": 7])
        #expect(answer["method"] == "POST")
        #expect(try await server.faultLog(key: key).count == 1)
    }

    @Test(arguments: TransportKind.allCases)
    func aMultipartUploadFromDiskIsReplayedWholeOnRetry(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        let key = TestServer.key()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(key).bin")
        let content = Data((0..<300_000).map { UInt8($0 % 251) })
        try content.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var form = MultipartFormData()
        form.append("purpose", "test")
        form.append("file", file: MultipartFile(url: file))
        guard case .stream(let length, let makeChunks) = try form.makeBody() else {
            Issue.record("a multipart body is streamed")
            return
        }
        let components = RequestComponents(
            method: "POST", path: "/fault/drop", query: [("key", key), ("fail", "1")],
            body: .stream(length: length, contentType: form.contentType, makeChunks: makeChunks))
        let attempts = try await kind.with { transport in
            try await server.core(transport, policy: fastRetries).send(components, as: Attempts.self).value.attempts
        }
        #expect(attempts == 2)
        let log = try await server.faultLog(key: key)
        #expect(log.count == 2)
        #expect(log.allSatisfy { $0.complete && Int64($0.bodySize) == length })
    }

    @Test(arguments: TransportKind.allCases)
    func cancellingTheReaderStopsTheStream(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        try await kind.with { transport in
            let response = try await server.core(transport).perform(
                RequestComponents(method: "GET", path: "/fault/trickle", query: [("interval", "0.05"), ("limit", "20")]))
            let reader = Task {
                var chunks = 0
                for try await _ in response.body {
                    chunks += 1
                    if chunks == 3 { withUnsafeCurrentTask { $0?.cancel() } }
                    if chunks > 1000 { break }
                }
                return chunks
            }
            let result = await reader.result
            switch result {
            case .success(let chunks): #expect(chunks >= 3 && chunks < 1000)
            case .failure(let error): #expect(error is CancellationError)
            }
        }
    }

    @Test(arguments: TransportKind.allCases)
    func cancellingBeforeTheHeadThrowsCancellationError(kind: TransportKind) async throws {
        let server = try await TestServer.shared()
        try await kind.with { transport in
            let call = Task {
                try await server.core(transport).raw("GET", "/stall", query: [("delay", "5"), ("head", "late")])
            }
            try await Task.sleep(nanoseconds: 200_000_000)
            call.cancel()
            await #expect(throws: CancellationError.self) { try await call.value }
        }
    }

    @Test(arguments: TransportKind.allCases)
    func errorsNeverShowTheKey(kind: TransportKind) async throws {
        // Port 9 on loopback: nothing listens there (discard), so the connection is refused.
        let url = URL(string: "http://127.0.0.1:9/v1") ?? URL(fileURLWithPath: "/")
        try await kind.with { transport in
            let core = APIClientCore(baseURL: url, authentication: .bearer(Secrets.key), transport: transport, retryPolicy: .none)
            do {
                _ = try await core.raw("POST", "/chat/completions", body: ["model": "m"])
                Issue.record("a refused connection must fail")
            } catch {
                #expect((error as? AIClientError)?.kind == .transport)
                for text in ["\(error)", String(reflecting: error), error.localizedDescription] {
                    #expect(!text.contains(Secrets.key))
                }
            }
        }
    }
}

private struct Attempts: Decodable, Sendable {
    var attempts: Int
}
