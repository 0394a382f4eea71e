import AIClientRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One scripted answer of a ``MockSession``.
public struct MockResponse: Encodable, Sendable {
    public var status: Int
    public var headers: [String: String]
    public var json: JSONValue?
    public var text: String?
    /// A body of this many deterministic bytes (see ``isDownloadPattern(_:from:)``).
    public var download: Int?

    /// A JSON answer.
    public static func json(_ value: JSONValue, status: Int = 200, headers: [String: String] = [:]) -> MockResponse {
        MockResponse(status: status, headers: headers, json: value)
    }

    /// A text answer; the empty text is an empty body.
    public static func text(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> MockResponse {
        MockResponse(status: status, headers: headers, text: text)
    }

    /// `size` bytes of `application/octet-stream`.
    public static func download(size: Int, headers: [String: String] = [:]) -> MockResponse {
        MockResponse(status: 200, headers: headers, download: size)
    }
}

/// A scripted API on the loopback server: point a client's base URL at ``baseURL``; every
/// request under it is recorded and answered with the next scripted ``MockResponse``
/// (a 404 once they are used up), and ``requests()`` tells what the server received.
public struct MockSession: Sendable {
    /// The session's identifier on the server.
    public let id: String
    /// `http://127.0.0.1:<port>/mock/<id>`: request paths are appended to it.
    public let baseURL: URL
    let server: LoopbackServer

    /// The requests the server received for this session, in arrival order.
    public func requests() async throws -> [RecordedRequest] {
        let (data, _) = try await URLSession.shared.data(from: server.url("/mock-log?session=\(id)"))
        return try JSONDecoder().decode(RecordedLog.self, from: data).requests
    }

    /// The only request of the session; fails when there was not exactly one.
    public func onlyRequest() async throws -> RecordedRequest {
        let requests = try await requests()
        guard requests.count == 1, let request = requests.first else {
            throw MockSessionError(message: "expected one request, the server received \(requests.count)")
        }
        return request
    }

    private struct RecordedLog: Decodable {
        var requests: [RecordedRequest]
    }
}

/// A request as the loopback server received it.
public struct RecordedRequest: Decodable, Sendable {
    public var method: String
    /// The path below the session's base URL, percent-decoded by nothing (as sent).
    public var path: String
    public var rawQuery: String
    public var query: [String: [String]]
    /// Header names lowercased; repeated headers joined with ", ".
    public var headers: [String: String]
    public var bodySize: Int
    public var bodyAdler32: UInt32
    /// The body, when it was JSON of at most 64 KiB.
    public var bodyJSON: JSONValue?
    /// The parts, when the body was `multipart/form-data` of at most 64 KiB.
    public var parts: [RecordedPart]?

    enum CodingKeys: String, CodingKey {
        case method, path, query, headers, parts
        case rawQuery = "raw_query"
        case bodySize = "body_size"
        case bodyAdler32 = "body_adler32"
        case bodyJSON = "body_json"
    }
}

/// One part of a recorded multipart body.
public struct RecordedPart: Decodable, Sendable {
    public var name: String?
    public var filename: String?
    public var contentType: String?
    public var size: Int
    public var adler32: UInt32
    /// The value, when it is UTF-8 text of at most 4 KiB.
    public var text: String?

    enum CodingKeys: String, CodingKey {
        case name, filename, size, adler32, text
        case contentType = "content_type"
    }
}

/// A session could not be set up or read.
public struct MockSessionError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension LoopbackServer {
    /// A new scripted session that answers its requests with `responses`, in order.
    public func mockSession(_ responses: [MockResponse]) async throws -> MockSession {
        struct Setup: Encodable { var responses: [MockResponse] }
        struct Created: Decodable { var session: String }
        var request = URLRequest(url: url("/mock-setup"))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(Setup(responses: responses))
        request.timeoutInterval = 10
        let (data, _) = try await URLSession.shared.data(for: request)
        guard let created = try? JSONDecoder().decode(Created.self, from: data) else {
            throw MockSessionError(message: "the server did not create a session: \(String(decoding: data, as: UTF8.self))")
        }
        return MockSession(id: created.session, baseURL: url("/mock/\(created.session)"), server: self)
    }
}
