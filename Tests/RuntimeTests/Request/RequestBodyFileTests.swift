@testable import AIClientRuntime
import Foundation
import Testing

/// A streamed upload reaches every transport as one replayable body, a file in the transport's
/// own temporary directory: no transport is special-cased, and a wrapper passes its base's
/// directory on.
@Suite struct RequestBodyFileTests {
    /// Records what each attempt was given, and fails the first `failures` attempts with a 503.
    final class RecordingTransport: HTTPTransport, @unchecked Sendable {
        let temporaryDirectory: URL
        private let lock = NSLock()
        private var failures: Int
        private(set) var bodies: [(url: URL?, length: Int64?, bytes: Data)] = []

        init(directory: URL, failures: Int) {
            self.temporaryDirectory = directory
            self.failures = failures
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            var bytes = Data()
            for try await chunk in try #require(request.body).chunks() { bytes.append(chunk) }
            var file: URL?
            if case .file(let url, _)? = request.body { file = url }
            let fail = lock.withLock { () -> Bool in
                bodies.append((file, request.body?.length, bytes))
                failures -= 1
                return failures >= 0
            }
            return HTTPResponse(status: fail ? 503 : 200, headers: ["Content-Type": "application/json"], body: HTTPResponseBody(Data("{}".utf8)))
        }
    }

    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("body-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let payload = Data((0..<200_000).map { UInt8($0 % 251) })

    static func streamed() -> RequestComponents {
        RequestComponents(method: "POST", path: "/upload", body: .stream(length: nil, contentType: "application/octet-stream") {
            AsyncThrowingStream { continuation in
                var offset = 0
                while offset < payload.count {  // bounded: 200,000 bytes in 7,000-byte pieces
                    continuation.yield(payload[offset..<min(offset + 7_000, payload.count)])
                    offset += 7_000
                }
                continuation.finish()
            }
        })
    }

    @Test func everyAttemptGetsTheSameFileInTheTransportsDirectoryAndItIsDeletedAfterwards() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = RecordingTransport(directory: directory, failures: 2)
        let core = APIClientCore(baseURL: URL(string: "http://127.0.0.1:9")!, transport: transport,
                                 retryPolicy: RetryPolicy(maxRetries: 2, initialDelay: 0, maxDelay: 0, jitter: 0))
        _ = try await core.sendData(Self.streamed())

        #expect(transport.bodies.count == 3)
        for body in transport.bodies {
            let file = try #require(body.url, "a streamed body reaches the transport as a file")
            #expect(file.deletingLastPathComponent().standardizedFileURL.path == directory.standardizedFileURL.path)
            #expect(body.length == Int64(Self.payload.count))
            #expect(body.bytes == Self.payload)
        }
        #expect(Set(transport.bodies.compactMap(\.url)).count == 1, "one spool for every attempt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "the spool is deleted when the call ends")
    }

    @Test func aConcurrencyLimitedTransportSpoolsInItsBasesDirectory() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = URLSessionTransport(configuration: .init(temporaryDirectory: directory))
        let limited = ConcurrencyLimitedTransport(base, maxConcurrentRequests: 2)
        #expect(limited.temporaryDirectory == directory)
    }

    @Test func aFileBodyIsReadFromItsStartUpToItsLengthOnEveryRead() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("body")
        try Self.payload.write(to: file)
        let body = HTTPRequestBody.file(file, length: 150_000)
        #expect(body.length == 150_000)
        for _ in 0..<2 {
            var read = Data()
            for try await chunk in body.chunks() { read.append(chunk) }
            #expect(read == Self.payload.prefix(150_000))
        }
        var whole = Data()
        for try await chunk in HTTPRequestBody.data(Self.payload).chunks() { whole.append(chunk) }
        #expect(whole == Self.payload)
        #expect(HTTPRequestBody.data(Data()).length == 0)
    }
}
