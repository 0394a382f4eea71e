import Foundation
@testable import AIClientRuntime

/// What the loopback server's `/echo` route saw.
struct Echo: Decodable, Sendable {
    var method: String
    var path: String
    var rawQuery: String
    var query: [String: [String]]
    var headers: [String: String]
    var bodySize: Int
    var bodyAdler32: UInt32
    var bodyJSON: JSONValue?

    enum CodingKeys: String, CodingKey {
        case method, path, query, headers
        case rawQuery = "raw_query"
        case bodySize = "body_size"
        case bodyAdler32 = "body_adler32"
        case bodyJSON = "body_json"
    }
}

/// Adler-32 (RFC 1950), to compare large bodies with what the server received.
func adler32<S: Sequence>(_ bytes: S, start: UInt32 = 1) -> UInt32 where S.Element == UInt8 {
    var a = start & 0xFFFF
    var b = start >> 16
    for byte in bytes {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }
    return (b << 16) | a
}

/// The bytes the server's `/download` route sends: each byte is its offset modulo 251.
func isDownloadPattern(_ data: Data, from offset: Int = 0) -> Bool {
    for (index, byte) in data.enumerated() where byte != UInt8((offset + index) % 251) {
        return false
    }
    return true
}

extension APIClientCore {
    /// A core for the loopback server with fast retries.
    static func loopback(_ server: LoopbackServer, transport: any HTTPTransport, maxRetries: Int = 2) -> APIClientCore {
        APIClientCore(
            baseURL: server.baseURL, defaultHeaders: ["User-Agent": "AIClientRuntimeTests"],
            authentication: .bearer("sk-test-secret"), transport: transport,
            retryPolicy: RetryPolicy(maxRetries: maxRetries, initialDelay: 0.01, maxDelay: 0.05))
    }
}
