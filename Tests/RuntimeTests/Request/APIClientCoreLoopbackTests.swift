import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

/// Requests and responses through the core and URLSessionTransport against the loopback server.
@Suite(.timeLimit(.minutes(10)))
struct APIClientCoreLoopbackTests {
    let transport = URLSessionTransport()

    private func core() async throws -> APIClientCore {
        .loopback(try await LoopbackServer.shared(), transport: transport)
    }

    @Test func getWithQueryArraysAndDeepObjects() async throws {
        var request = RequestComponents(method: "GET", path: "/echo")
        request.query.append("include", ["a b", "c+d&e"], style: .bracketed)
        request.query.append("id", [1, 2], style: .repeated)
        request.query.appendDeepObject("metadata", ["k": "v=w"])
        request.query.append("flag", true)
        request.query.append("absent", nil)
        let response = try await core().send(request, options: RequestOptions(extraQuery: [("extra", "1")]), as: Echo.self)
        let echo = response.value
        #expect(echo.method == "GET")
        #expect(echo.query == ["include[]": ["a b", "c+d&e"], "id": ["1", "2"], "metadata[k]": ["v=w"], "flag": ["true"], "extra": ["1"]])
        #expect(echo.rawQuery.hasPrefix("include%5B%5D=a%20b&include%5B%5D=c%2Bd%26e&id=1&id=2"))
        #expect(echo.headers["authorization"] == "Bearer sk-test-secret")
        #expect(echo.headers["user-agent"] == "AIClientRuntimeTests")
        #expect(response.info.status == 200)
        #expect(response.info.requestID == "req_echo")
    }

    @Test func jsonPostSendsTheEncodedBody() async throws {
        struct Message: Encodable { var role: String; var content: String }
        struct Body: Encodable { var model: String; var messages: [Message] }
        var request = RequestComponents(method: "POST", path: "/echo")
        try request.setJSONBody(Body(model: "gpt-4o", messages: [Message(role: "user", content: "Hi / there")]))
        let options = RequestOptions(extraHeaders: ["X-Custom": "yes"], extraBody: ["seed": 1])
        let echo = try await core().send(request, options: options, as: Echo.self).value
        #expect(echo.method == "POST")
        #expect(echo.headers["content-type"] == "application/json")
        #expect(echo.headers["x-custom"] == "yes")
        #expect(echo.bodyJSON == ["model": "gpt-4o", "messages": [["role": "user", "content": "Hi / there"]], "seed": 1])
    }

    @Test func binaryDownloadStreamsToAFile() async throws {
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID().uuidString).bin")
        defer { try? FileManager.default.removeItem(at: destination) }
        let size = 3_000_000
        let request = RequestComponents(method: "GET", path: "/download", query: [("size", "\(size)"), ("chunked", "1")])
        let response = try await core().download(request, to: destination)
        #expect(response.value == Int64(size))
        let data = try Data(contentsOf: destination)
        #expect(data.count == size)
        #expect(isDownloadPattern(data))
    }

    @Test func emptyAnswers() async throws {
        let core = try await core()
        let info = try await core.sendEmpty(RequestComponents(method: "POST", path: "/empty"))
        #expect(info.status == 200)
        #expect(info.requestID == "req_empty")
        let noContent = try await core.raw("DELETE", "/no-content")
        #expect(noContent.value == .null)
        #expect(noContent.info.status == 204)
    }

    @Test func openAIErrorEnvelope() async throws {
        let error = await #expect(throws: AIClientError.self) {
            _ = try await core().send(RequestComponents(method: "POST", path: "/error/openai", query: [("status", "400")]), as: Echo.self)
        }
        #expect(error?.kind == .http)
        #expect(error?.status == 400)
        #expect(error?.providerError?.message == "Invalid 'messages[3]'. Content blocks are expected to be either text or image_url type.")
        #expect(error?.providerError?.param == "messages[3]")
        #expect(error?.providerError?.code == "invalid_value")
        #expect(error?.requestID == "req_openai_123")
        #expect(error?.description.contains("sk-test-secret") == false)
    }

    @Test func anthropicErrorEnvelope() async throws {
        let error = await #expect(throws: AIClientError.self) {
            _ = try await core().raw("GET", "/error/anthropic", query: [("status", "404")])
        }
        #expect(error?.status == 404)
        #expect(error?.providerError?.type == "not_found_error")
        #expect(error?.providerError?.message == "model: claude-nonexistent")
        #expect(error?.requestID == "req_011Canthropic")
    }

    @Test func rateLimitHeadersOfA429AreParsed() async throws {
        let error = await #expect(throws: AIClientError.self) {
            _ = try await core().raw("GET", "/ratelimit", options: RequestOptions(maxRetries: 0))
        }
        let limits = try #require(error?.rateLimits)
        #expect(error?.status == 429)
        #expect(limits.requests == RateLimits.Window(limit: 500, remaining: 0, resetAfter: 90.5))
        #expect(limits.tokens?.resetAfter == 0.02)
        #expect(limits.inputTokens?.resetAt == Date(timeIntervalSince1970: 1_761_328_440))
        #expect(limits.retryAfter == 6.5)
        #expect(error?.providerError?.code == "rate_limit_exceeded")
    }

    @Test func rawCallsReachEndpointsTheSpecDoesNotHave() async throws {
        let core = try await core()
        let json = try await core.raw("get", "/json")
        #expect(json.value["nested"]?["label"] == "a/b")
        #expect(json.value["values"] == [1, 2, 3])
        struct Thing: Decodable { var id: String; var created: Int }
        let thing = try await core.raw("GET", "/json", as: Thing.self)
        #expect(thing.value.id == "obj_123")
        let echo = try await core.raw("POST", "/echo", body: ["input": "hello"], as: Echo.self)
        #expect(echo.value.bodyJSON == ["input": "hello"])
        let missing = await #expect(throws: AIClientError.self) { _ = try await core.raw("GET", "/v1/not-there") }
        #expect(missing?.status == 404)
    }

    @Test func retriesOn503ThenSucceeds() async throws {
        let server = try await LoopbackServer.shared()
        let key = UUID().uuidString
        let response = try await core().raw("POST", "/flaky", query: [("key", key), ("fail", "2"), ("status", "503"), ("retry_after_ms", "5")])
        #expect(response.value["attempts"] == 3)
        #expect(try await server.json("/flaky/count?key=\(key)")["count"] as? Int == 3)
    }

    @Test func givesUpAfterMaxRetries() async throws {
        let server = try await LoopbackServer.shared()
        let key = UUID().uuidString
        let error = await #expect(throws: AIClientError.self) {
            _ = try await core().raw("GET", "/flaky", query: [("key", key), ("fail", "9"), ("status", "500")])
        }
        #expect(error?.status == 500)
        #expect(error?.providerError?.message == "attempt 3 failed")
        #expect(try await server.json("/flaky/count?key=\(key)")["count"] as? Int == 3)
    }

    @Test func doesNotRetryA400() async throws {
        let server = try await LoopbackServer.shared()
        let key = UUID().uuidString
        let error = await #expect(throws: AIClientError.self) {
            _ = try await core().raw("POST", "/flaky", query: [("key", key), ("fail", "5"), ("status", "400")])
        }
        #expect(error?.status == 400)
        #expect(try await server.json("/flaky/count?key=\(key)")["count"] as? Int == 1)
    }

    @Test func retriesAStreamedBodyFromItsSpooledCopy() async throws {
        let server = try await LoopbackServer.shared()
        let key = UUID().uuidString
        let request = RequestComponents(
            method: "POST", path: "/flaky", query: [("key", key), ("fail", "1"), ("status", "503")],
            body: .stream(length: 3, contentType: "application/octet-stream") {
                AsyncThrowingStream { $0.yield(Data([1, 2, 3])); $0.finish() }
            })
        let response = try await core().sendData(request)
        #expect(response.info.status == 200)
        #expect(try await server.json("/flaky/count?key=\(key)")["count"] as? Int == 2)
    }

    @Test func jsonLinesArriveAsDecodedValues() async throws {
        struct Line: Decodable, Sendable { var customID: String; var index: Int
            enum CodingKeys: String, CodingKey { case customID = "custom_id", index }
        }
        let response = try await core().sendJSONLines(RequestComponents(method: "GET", path: "/jsonl", query: [("n", "5")]), of: Line.self)
        var lines: [Line] = []
        for try await line in response.value { lines.append(line) }
        #expect(lines.map(\.index) == [0, 1, 2, 3, 4])
        #expect(lines.last?.customID == "request-4")
    }
}
