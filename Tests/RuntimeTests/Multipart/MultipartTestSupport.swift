import AIClientRuntime
import Foundation
import Testing

/// One part of a multipart body as read back by ``parseMultipart(_:boundary:)``.
struct ParsedPart: Equatable {
    /// Header lines in order, exactly as sent.
    var headerLines: [String]
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
}

enum MultipartParseError: Error, CustomStringConvertible {
    case malformed(String)
    var description: String {
        switch self {
        case .malformed(let reason): "malformed multipart body: \(reason)"
        }
    }
}

/// A deliberately naive parser, written independently of the encoder: split on the delimiter,
/// then split each part at its blank line. Strict about every CRLF so framing bugs show up.
func parseMultipart(_ body: Data, boundary: String) throws -> [ParsedPart] {
    let bytes = [UInt8](body)
    let delimiter = [UInt8](("--" + boundary).utf8)
    var pieces: [[UInt8]] = []
    var start = 0
    var index = 0
    while index + delimiter.count <= bytes.count {
        if bytes[index] == delimiter[0], bytes[index..<index + delimiter.count].elementsEqual(delimiter) {
            pieces.append(Array(bytes[start..<index]))
            index += delimiter.count
            start = index
        } else {
            index += 1
        }
    }
    pieces.append(Array(bytes[start...]))
    guard pieces.count >= 2, pieces[0].isEmpty else { throw MultipartParseError.malformed("does not start with the delimiter") }
    guard pieces.last == Array("--\r\n".utf8) else { throw MultipartParseError.malformed("does not end with the close delimiter") }
    let crlf = Array("\r\n".utf8)
    return try pieces.dropFirst().dropLast().map { piece in
        guard piece.starts(with: crlf), piece.count >= 4, Array(piece.suffix(2)) == crlf else {
            throw MultipartParseError.malformed("a part is not framed by CRLF")
        }
        let inner = Array(piece[2..<(piece.count - 2)])
        let blank = Array("\r\n\r\n".utf8)
        guard inner.count >= blank.count, let split = (0...(inner.count - blank.count)).first(where: { inner[$0..<$0 + blank.count].elementsEqual(blank) }) else {
            throw MultipartParseError.malformed("a part has no blank line after its headers")
        }
        let headers = String(decoding: inner[..<split], as: UTF8.self).components(separatedBy: "\r\n")
        return ParsedPart(headerLines: headers, body: Data(inner[(split + blank.count)...]))
    }
}

/// Every chunk of a streaming body, failing after `maxChunks` so a runaway stream cannot hang.
func collectChunks(_ body: HTTPRequestBody, maxChunks: Int = 10_000) async throws -> (length: Int64?, chunks: [Data]) {
    guard case .stream(let length, let makeChunks) = body else {
        Issue.record("expected a streaming body")
        return (nil, [])
    }
    var chunks: [Data] = []
    for try await chunk in makeChunks() {
        chunks.append(chunk)
        if chunks.count > maxChunks {
            Issue.record("stream produced more than \(maxChunks) chunks")
            break
        }
    }
    return (length, chunks)
}

/// A temporary directory for one test; call `remove()` in a `defer` (the value's lifetime may
/// end at its last use, so removal in `deinit` alone could come too early).
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("multipart-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ name: String, contents: Data) throws -> URL {
        let fileURL = url.appendingPathComponent(name)
        try contents.write(to: fileURL)
        return fileURL
    }
}

/// Bytes that differ from position to position, so a misplaced chunk cannot go unnoticed.
func patternBytes(count: Int, seed: UInt8 = 0) -> Data {
    Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8 &+ Int(seed)) })
}
