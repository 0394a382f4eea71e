import Foundation

/// Splits a byte stream into lines, for JSON Lines bodies (batch results, fine-tuning files).
///
/// A pure state machine: feed chunks as they arrive, get back the lines they completed.
/// Lines end with `\n` (a `\r` before it is dropped); blank lines are skipped; a last line
/// without a newline comes out of ``finish()``. A chunk boundary may fall anywhere, even
/// inside a multi-byte character. It cuts lines as every JSON Lines reader of the runtime does.
public struct JSONLineSplitter: Sendable {
    private var cursor: JSONLineCursor
    /// The largest line accepted, in bytes; a longer one throws.
    public var maxLineLength: Int { cursor.maximumLineLength }

    /// The default ``maxLineLength``: ``JSONLines/maximumLineLength`` (64 MiB).
    public static let defaultMaxLineLength = JSONLines.maximumLineLength

    public init(maxLineLength: Int = JSONLineSplitter.defaultMaxLineLength) {
        cursor = JSONLineCursor(maximumLineLength: maxLineLength)
    }

    /// The lines that `chunk` completes, in order.
    ///
    /// - Throws: ``AIClientError/Kind/responseTooLarge`` carrying a ``JSONLineTooLong`` for a
    ///   line longer than ``maxLineLength``.
    public mutating func append(_ chunk: Data) throws(AIClientError) -> [Data] {
        cursor.append(chunk)
        var lines: [Data] = []
        do {
            while let line = try cursor.next() { lines.append(Data(line.bytes)) }
        } catch {
            throw AIClientError.responseTooLarge(limit: error.limit, underlying: error)
        }
        return lines
    }

    /// The last line, when the body did not end with a newline.
    public mutating func finish() -> Data? {
        cursor.finish().map { Data($0.bytes) }
    }

    /// The line without a trailing `\r`; nil when it is blank (spaces and tabs only). The one
    /// rule for what a JSON line holds (``JSONLineCursor`` applies it).
    static func trimmed(_ line: Data.SubSequence) -> Data.SubSequence? {
        var line = line
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        let blank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return blank ? nil : line
    }
}
