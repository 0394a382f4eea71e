import Foundation

/// The one way the runtime cuts JSON Lines: ``JSONLineSplitter``, ``JSONLines`` (batch results
/// among them) and the JSON Lines framing of event streams all read through it, so they agree
/// on what a line is, how long it may be (``JSONLines/maximumLineLength``) and what an
/// over-long one throws (``JSONLineTooLong``).
///
/// A pure state machine: hand it a chunk with ``append(_:)``, take the lines the chunk
/// completes with ``next()`` until it returns nil, and at the end of the body take the last
/// line (one without a newline) with ``finish()``. A line inside a chunk is a slice of that
/// chunk (no copy); only a line split across chunks is gathered. Lines end with `\n`, a `\r`
/// before it is dropped, and blank lines (spaces and tabs only) are skipped but counted.
struct JSONLineCursor {
    /// One line: its bytes (no newline, no trailing `\r`) and its number in the body,
    /// counting from 1 and counting blank lines too, as an editor would.
    struct Line {
        var bytes: Data.SubSequence
        var number: Int
    }

    let maximumLineLength: Int
    /// The chunk being read, and where its unread bytes start.
    private var chunk = Data()
    private var position = 0
    /// The start of a line that began in an earlier chunk.
    private var pending = Data()
    /// Where the current line starts, in bytes from the start of the body, and its number.
    private var lineOffset = 0
    private var lineNumber = 1

    init(maximumLineLength: Int = JSONLines.maximumLineLength) {
        self.maximumLineLength = max(1, maximumLineLength)
    }

    /// Makes `chunk` the bytes to read; call it only after ``next()`` returned nil.
    mutating func append(_ chunk: Data) {
        self.chunk = chunk
        position = chunk.startIndex
    }

    /// The next line the chunk completes; nil when the chunk has no newline left (its last
    /// bytes are then kept for the line they start).
    ///
    /// - Throws: ``JSONLineTooLong`` for a line longer than the limit, as soon as its length
    ///   is known to exceed it (without waiting for its newline).
    mutating func next() throws(JSONLineTooLong) -> Line? {
        while position < chunk.endIndex {
            guard let newline = chunk[position...].firstIndex(of: UInt8(ascii: "\n")) else {
                if pending.count + (chunk.endIndex - position) > maximumLineLength { throw tooLong() }
                pending.append(chunk[position...])
                position = chunk.endIndex
                return nil
            }
            let length = pending.count + (newline - position)
            if length > maximumLineLength { throw tooLong() }
            let raw: Data.SubSequence
            if pending.isEmpty {
                raw = chunk[position..<newline]
            } else {
                pending.append(chunk[position..<newline])
                raw = pending[...]
                pending = Data()
            }
            position = newline + 1
            let number = lineNumber
            lineNumber += 1
            lineOffset += length + 1
            if let bytes = JSONLineSplitter.trimmed(raw) { return Line(bytes: bytes, number: number) }
        }
        return nil
    }

    /// The last line, when the body ended without a newline after it; nil when it ended with
    /// one (or with a blank line).
    mutating func finish() -> Line? {
        chunk = Data()
        position = 0
        defer { pending = Data() }
        return JSONLineSplitter.trimmed(pending[...]).map { Line(bytes: $0, number: lineNumber) }
    }

    private func tooLong() -> JSONLineTooLong {
        JSONLineTooLong(limit: maximumLineLength, lineNumber: lineNumber, streamOffset: lineOffset)
    }
}

/// A JSON line longer than ``JSONLines/maximumLineLength`` (a broken or hostile server that
/// never ends a line): the one error every JSON Lines reader throws for it, wrapped in an
/// ``AIClientError`` of kind ``AIClientError/Kind/responseTooLarge``.
public struct JSONLineTooLong: Error, Sendable, Hashable, CustomStringConvertible {
    /// The limit, in bytes.
    public let limit: Int
    /// The line's number in the body, counting from 1.
    public let lineNumber: Int
    /// Where the line starts, in bytes from the start of the body.
    public let streamOffset: Int

    public var description: String {
        "JSON Lines: line \(lineNumber) (starting at byte \(streamOffset) of the body) is longer than the limit of \(limit) bytes"
    }
}
