import Foundation

/// The JSON decoder every response body and stream event goes through.
///
/// It decodes any `Decodable` type, as `JSONDecoder` with default options does, and throws
/// the same `DecodingError`s with the same coding paths. It is faster on the generated models
/// because it never builds a dictionary of an object's keys: the document is parsed once into
/// a flat list of values, and a member is found by comparing its name's bytes in place
/// (see `docs/decoding-policy.md`, "The decoder"). `Scripts/bench-decode` measures it.
///
/// Where it differs from `JSONDecoder`, on purpose:
/// - Bytes that are not UTF-8 inside a string, and a `\u` escape of half a surrogate pair,
///   become U+FFFD instead of failing the whole document.
/// - A trailing comma (`[1,]`) is a syntax error, as RFC 8259 says.
/// - A syntax error is a `DecodingError.dataCorrupted` whose underlying error is a
///   ``JSONSyntaxError`` with the line, column and byte offset.
/// - Only UTF-8 documents are read (with or without a byte order mark); JSON over HTTP is UTF-8.
///
/// ```swift
/// let decoder = ClientJSONDecoder()
/// let message = try decoder.decode(JSONValue.self, from: Data(#"{"role":"user"}"#.utf8))
/// ```
public struct ClientJSONDecoder: Sendable {
    /// Handed to every `init(from:)` as `decoder.userInfo` (a ``DecodingIssueCollector``, say).
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// Reads `Date`s as ISO 8601 text (with or without fractional seconds), as structured
    /// outputs and tool arguments describe them; otherwise as seconds since 2001, as
    /// `JSONDecoder` does by default.
    var iso8601Dates = false

    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// Decodes a `T` from a JSON document.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try data.withUnsafeBytes { try decode(T.self, fromUTF8: $0) }
    }

    /// Decodes a `T` from JSON text (an SSE event's data, say) without copying it into `Data`.
    public func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        var text = text
        return try text.withUTF8 { try decode(T.self, fromUTF8: UnsafeRawBufferPointer($0)) }
    }

    func decode<T: Decodable>(_ type: T.Type, fromUTF8 bytes: UnsafeRawBufferPointer) throws -> T {
        let document: JSONDocument
        do {
            document = try JSONDocument(copying: bytes)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: error))
        }
        let decoder = TapeDecoder(document: document, userInfo: userInfo.mapValues { $0 as Any }, iso8601Dates: iso8601Dates)
        return try decoder.decode(T.self)
    }

    /// Whether `bytes` are one whole JSON value as this decoder reads them (a top-level scalar
    /// included), found by parsing only: what the runtime asks instead of `JSONSerialization`,
    /// whose cost grows much faster with nesting.
    static func isJSON(_ bytes: UnsafeRawBufferPointer) -> Bool {
        (try? JSONDocument(copying: bytes)) != nil
    }

    static func isJSON(_ bytes: Data.SubSequence) -> Bool {
        bytes.withUnsafeBytes { isJSON($0) }
    }

    static func isJSON(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isJSON(UnsafeRawBufferPointer($0)) }
    }
}
