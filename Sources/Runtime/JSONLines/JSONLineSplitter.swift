import Foundation

/// Splits a byte stream into lines, for JSON Lines bodies (batch results, fine-tuning files).
///
/// A pure state machine: feed chunks as they arrive, get back the lines they completed.
/// Lines end with `\n` (a `\r` before it is dropped); blank lines are skipped; a last line
/// without a newline comes out of ``finish()``. A chunk boundary may fall anywhere, even
/// inside a multi-byte character.
public struct JSONLineSplitter: Sendable {
    private var pending = Data()
    /// The largest line accepted; beyond it the body is treated as malformed.
    public let maxLineLength: Int

    /// The default ``maxLineLength``: 64 MiB.
    public static let defaultMaxLineLength = 64 << 20

    public init(maxLineLength: Int = JSONLineSplitter.defaultMaxLineLength) {
        self.maxLineLength = maxLineLength
    }

    /// The lines that `chunk` completes, in order.
    public mutating func append(_ chunk: Data) throws(AIClientError) -> [Data] {
        var lines: [Data] = []
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
            var line = pending
            line.append(chunk[start..<newline])
            pending = Data()
            if let trimmed = Self.trim(line) { lines.append(trimmed) }
            start = chunk.index(after: newline)
        }
        pending.append(chunk[start...])
        if pending.count > maxLineLength {
            throw AIClientError.decoding(LineTooLong(limit: maxLineLength), payload: pending.prefix(1024))
        }
        return lines
    }

    /// The last line, when the body did not end with a newline.
    public mutating func finish() -> Data? {
        defer { pending = Data() }
        return Self.trim(pending)
    }

    /// The line without a trailing `\r`; nil when it is blank.
    private static func trim(_ line: Data) -> Data? {
        trimmed(line[...]).map { Data($0) }
    }

    /// The line without a trailing `\r`; nil when it is blank (spaces and tabs only). The one
    /// rule for JSON Lines, shared with the readers that split lines in place (`JSONLines.decode`,
    /// the JSON Lines framing of event streams).
    static func trimmed(_ line: Data.SubSequence) -> Data.SubSequence? {
        var line = line
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        let blank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return blank ? nil : line
    }

    struct LineTooLong: Error, CustomStringConvertible {
        var limit: Int
        var description: String { "a JSON line is longer than \(limit) bytes" }
    }
}
