import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

/// Request bodies through URLSessionTransport: in-memory and streamed (spooled to disk).
@Suite(.timeLimit(.minutes(10)))
struct URLSessionTransportUploadTests {
    let transport = URLSessionTransport()

    private func echo(_ request: HTTPRequest) async throws -> Echo {
        let response = try await transport.send(request)
        #expect(response.status == 200)
        return try JSONDecoder().decode(Echo.self, from: try await response.body.collect(upTo: 1 << 20))
    }

    @Test func dataBodyIsSent() async throws {
        let server = try await LoopbackServer.shared()
        let body = Data("hello".utf8)
        let echo = try await echo(HTTPRequest(
            method: "PUT", url: server.url("/echo"), headers: ["Content-Type": "text/plain"], body: .data(body)))
        #expect(echo.method == "PUT")
        #expect(echo.bodySize == 5)
        #expect(echo.headers["content-type"] == "text/plain")
    }

    @Test func streamedBodyArrivesWholeWithContentLength() async throws {
        let server = try await LoopbackServer.shared()
        let chunkCount = 48
        let chunk = Data((0..<65_536).map { UInt8($0 % 253) })
        let body = HTTPRequestBody.stream(length: Int64(chunkCount * chunk.count)) {
            AsyncThrowingStream { continuation in
                Task {
                    for _ in 0..<chunkCount {
                        continuation.yield(chunk)
                        await Task.yield()
                    }
                    continuation.finish()
                }
            }
        }
        let echo = try await echo(HTTPRequest(method: "POST", url: server.url("/echo"), body: body))
        #expect(echo.bodySize == chunkCount * chunk.count)
        #expect(echo.headers["content-length"] == String(chunkCount * chunk.count))
        var expected: UInt32 = 1
        for _ in 0..<chunkCount { expected = adler32(chunk, start: expected) }
        #expect(echo.bodyAdler32 == expected)
    }

    @Test func aFileBodySendsItsFileOrOnlyTheLengthItNamesAndLeavesTheFile() async throws {
        let server = try await LoopbackServer.shared()
        let content = Data((0..<300_000).map { UInt8($0 % 251) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("file-body-\(UUID().uuidString)")
        try content.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for length in [content.count, 100_000] {
            let echo = try await echo(HTTPRequest(method: "POST", url: server.url("/echo"), body: .file(file, length: Int64(length))))
            #expect(echo.bodySize == length)
            #expect(echo.headers["content-length"] == String(length))
            #expect(echo.bodyAdler32 == adler32(content.prefix(length), start: 1))
        }
        #expect(FileManager.default.fileExists(atPath: file.path), "the caller's file is not the transport's to delete")
    }

    @Test func streamedBodyOfTheWrongLengthIsRejectedBeforeSending() async throws {
        let server = try await LoopbackServer.shared()
        let body = HTTPRequestBody.stream(length: 10) {
            AsyncThrowingStream { $0.yield(Data([1, 2, 3])); $0.finish() }
        }
        let error = await #expect(throws: AIClientError.self) {
            _ = try await transport.send(HTTPRequest(method: "POST", url: server.url("/echo"), body: body))
        }
        #expect(error?.kind == .invalidRequest)
    }

    @Test func sseRouteServesThePostedBodyAsAnEventStream() async throws {
        let server = try await LoopbackServer.shared()
        let events = "event: ping\ndata: {}\n\ndata: hello\r\n\r\n"
        let response = try await transport.send(HTTPRequest(
            method: "POST", url: server.url("/sse?chunk=3&delay_ms=5"), body: .data(Data(events.utf8))))
        #expect(response.headers["content-type"] == "text/event-stream")
        var chunks = 0
        var received = Data()
        for try await chunk in response.body {
            chunks += 1
            received.append(chunk)
        }
        #expect(String(decoding: received, as: UTF8.self) == events)
        #expect(chunks > 1)
    }

    @Test func nonHTTPURLsAreRejected() async {
        let error = await #expect(throws: AIClientError.self) {
            _ = try await transport.send(HTTPRequest(method: "GET", url: URL(fileURLWithPath: "/etc/hostname")))
        }
        #expect(error?.kind == .invalidRequest)
    }
}
