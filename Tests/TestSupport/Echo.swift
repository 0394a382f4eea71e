import AIClientRuntime
import Foundation

/// What the loopback server's `/echo` route saw.
public struct Echo: Decodable, Sendable {
    public var method: String
    public var path: String
    public var rawQuery: String
    public var query: [String: [String]]
    public var headers: [String: String]
    public var bodySize: Int
    public var bodyAdler32: UInt32
    public var bodyJSON: JSONValue?

    enum CodingKeys: String, CodingKey {
        case method, path, query, headers
        case rawQuery = "raw_query"
        case bodySize = "body_size"
        case bodyAdler32 = "body_adler32"
        case bodyJSON = "body_json"
    }
}

/// Adler-32 (RFC 1950), to compare large bodies with what the server received.
public func adler32<S: Sequence>(_ bytes: S, start: UInt32 = 1) -> UInt32 where S.Element == UInt8 {
    var a = start & 0xFFFF
    var b = start >> 16
    for byte in bytes {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }
    return (b << 16) | a
}

/// The bytes the server's `/download` route sends: each byte is its offset modulo 251.
public func isDownloadPattern(_ data: Data, from offset: Int = 0) -> Bool {
    for (index, byte) in data.enumerated() where byte != UInt8((offset + index) % 251) {
        return false
    }
    return true
}
