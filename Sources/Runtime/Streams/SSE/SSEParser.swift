import Foundation

/// Splits a Server-Sent Events byte stream into events: a pure state machine fed arbitrary chunks.
///
/// Follows the WHATWG event-stream rules
/// (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation):
/// lines end in LF, CR or CRLF (also when a CR ends one chunk and its LF starts the next);
/// `data` fields are joined with `"\n"`; `event`, `id` (ignored when it contains NUL) and
/// `retry` (ASCII digits only) are recognised, other fields and `:` comments are ignored; one
/// space after the colon is removed; a UTF-8 byte order mark is skipped at the start of the
/// stream only; a blank line dispatches the event unless no `data` field was received.
///
/// One deliberate deviation: at the end of the stream, `finish()` also delivers a pending event
/// that has data, and treats an unterminated last line as a line, where WHATWG discards both.
/// Real API streams sometimes end without the final blank line, and dropping their last event
/// would silently lose the end of a response. (A stream cut off by a network error ends with that
/// error instead, so `finish()` is only called for a stream the server closed cleanly.)
///
/// Memory stays bounded: the parser holds only the current incomplete line and the current
/// event's data, each at most `maximumEventSize` bytes, or it throws `SSEError`.
public struct SSEParser: Sendable {
    /// The default `maximumEventSize`: 16 MiB.
    public static let defaultMaximumEventSize = 16 << 20

    /// The largest line, and the largest `data` of one event, in bytes, that the parser accepts.
    public var maximumEventSize: Int

    /// The stream's last event ID (the latest `id` field without NUL), or nil when none was
    /// received or an empty `id` field cleared it. Kept by `finish()`, as a reconnecting
    /// `EventSource` keeps it.
    public internal(set) var lastEventID: String?

    /// The bytes of a line that a chunk ended in the middle of.
    var lineBuffer: [UInt8] = []
    /// The current event's `data` fields, joined with LF, once copied out of their chunk.
    var dataBuffer: [UInt8] = []
    /// The current event's only `data` value while it is still in the chunk being parsed, as a
    /// range of that chunk: most events have one `data` line and end in the chunk where it
    /// started, so their String is made straight from the chunk, without a copy in between.
    var deferredData: Range<Int>?
    /// Whether the current event received a `data` field; an empty `data:` still counts.
    var hasData = false
    var eventType: String?
    var retry: Int?
    /// The previous chunk ended in CR, so an LF at the start of the next one ends no line.
    var skipsLeadingLineFeed = false
    /// The next complete line is the stream's first, where a byte order mark is skipped.
    var isAtFirstLine = true
    /// Bytes consumed before the current chunk; and where the line being processed, and the one
    /// in `lineBuffer`, start in the stream: errors say where they happened.
    var streamOffset = 0
    var lineOffset = 0
    var bufferedLineOffset = 0
    /// Recent `event` names, reused when the stream repeats them (it always does), to save an
    /// allocation per event; replaced in turn from `nextEventNameSlot` once full.
    var eventNames: [String] = []
    var nextEventNameSlot = 0

    public init(maximumEventSize: Int = SSEParser.defaultMaximumEventSize) {
        self.maximumEventSize = maximumEventSize
    }

    /// Feeds the next chunk of the stream and calls `emit` for each event it completes, in order.
    ///
    /// Throws `SSEError` when a line or an event exceeds `maximumEventSize` (the parser is then
    /// reset), and rethrows what `emit` throws.
    public mutating func parse(_ bytes: UnsafeRawBufferPointer, _ emit: (consuming ServerSentEvent) throws -> Void) throws {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        let end = bytes.count
        var position = 0
        if skipsLeadingLineFeed {
            skipsLeadingLineFeed = false
            if base.load(as: UInt8.self) == .lineFeed { position = 1 }
        }
        // The next LF and CR at or after `position` (`end` when none), searched with memchr and
        // only again once passed: most streams use LF only, so the CR search runs once per chunk.
        var nextLineFeed = -1
        var nextCarriageReturn = -1
        do {
            while position < end {
                if nextLineFeed < position {
                    // The blank line that ends an event, without the cost of calling memchr.
                    nextLineFeed = base.load(fromByteOffset: position, as: UInt8.self) == .lineFeed
                        ? position : Self.find(.lineFeed, in: base, from: position, to: end)
                }
                if nextCarriageReturn < position {
                    nextCarriageReturn = Self.find(.carriageReturn, in: base, from: position, to: end)
                }
                let lineEnd = min(nextLineFeed, nextCarriageReturn)
                if lineEnd == end {
                    try bufferIncompleteLine(
                        UnsafeRawBufferPointer(start: base + position, count: end - position), at: streamOffset + position)
                    break
                }
                let line = UnsafeRawBufferPointer(start: base + position, count: lineEnd - position)
                if lineBuffer.isEmpty {
                    lineOffset = streamOffset + position
                    // Also checked for lines within one chunk, so that how the stream is cut
                    // never changes the outcome.
                    guard line.count <= maximumEventSize else {
                        throw SSEError.lineTooLong(limit: maximumEventSize, streamOffset: lineOffset)
                    }
                    try processLine(line, in: bytes, emit)
                } else {
                    try processBufferedLine(endingWith: line, in: bytes, emit)
                }
                position = lineEnd + 1
                if lineEnd == nextCarriageReturn {
                    if position == end {
                        skipsLeadingLineFeed = true
                    } else if base.load(fromByteOffset: position, as: UInt8.self) == .lineFeed {
                        position += 1
                    }
                }
            }
            copyDeferredData(from: bytes)
        } catch {
            reset()
            throw error
        }
        streamOffset += end
    }

    /// Feeds the next chunk and returns the events it completes.
    public mutating func parse(_ bytes: some ContiguousBytes) throws -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        try bytes.withUnsafeBytes { buffer in
            try parse(buffer) { events.append($0) }
        }
        return events
    }

    /// Ends the stream: returns the pending event if it has data (see the type's note on this
    /// deviation from WHATWG) and makes the parser ready for a new stream.
    public mutating func finish() throws -> ServerSentEvent? {
        defer { reset() }
        var event: ServerSentEvent?
        let noChunk = UnsafeRawBufferPointer(start: nil, count: 0)
        if !lineBuffer.isEmpty {
            try processBufferedLine(endingWith: noChunk, in: noChunk) { event = $0 }
        }
        // The unterminated last line cannot dispatch (it is not blank), so `event` is still nil.
        if event == nil && hasData { event = makeEvent(chunk: noChunk) }
        return event
    }

    /// Forgets everything about the current stream except `lastEventID`.
    mutating func reset() {
        Self.empty(&lineBuffer)
        Self.empty(&dataBuffer)
        deferredData = nil
        hasData = false
        eventType = nil
        retry = nil
        skipsLeadingLineFeed = false
        isAtFirstLine = true
        streamOffset = 0
        lineOffset = 0
        bufferedLineOffset = 0
    }

    /// Adds the part of a line that starts at `offset` of the stream to `lineBuffer`.
    private mutating func bufferIncompleteLine(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws {
        if lineBuffer.isEmpty { bufferedLineOffset = offset }
        guard lineBuffer.count + bytes.count <= maximumEventSize else {
            throw SSEError.lineTooLong(limit: maximumEventSize, streamOffset: bufferedLineOffset)
        }
        lineBuffer.append(contentsOf: bytes.assumingMemoryBound(to: UInt8.self))
    }

    /// Processes the line made of `lineBuffer` followed by `rest`, the start of `chunk`.
    private mutating func processBufferedLine(
        endingWith rest: UnsafeRawBufferPointer, in chunk: UnsafeRawBufferPointer, _ emit: (consuming ServerSentEvent) throws -> Void
    ) throws {
        try bufferIncompleteLine(rest, at: streamOffset)
        lineOffset = bufferedLineOffset
        // Moved out of `self` so that `processLine` may mutate `self` while reading the line.
        var line: [UInt8] = []
        swap(&line, &lineBuffer)
        try line.withUnsafeBytes { try processLine($0, in: chunk, emit) }
        Self.empty(&line)
        swap(&line, &lineBuffer)
    }

    /// Empties `buffer` in place, keeping its storage unless a huge event made it large.
    @inline(__always)
    static func empty(_ buffer: inout [UInt8]) {
        if buffer.capacity > 1 << 16 {
            buffer = []
        } else {
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// The offset of the first `byte` in `base[from..<to]`, or `to` when there is none.
    @inline(__always)
    static func find(_ byte: UInt8, in base: UnsafeRawPointer, from: Int, to: Int) -> Int {
        guard let found = memchr(base + from, Int32(byte), to - from) else { return to }
        return UnsafeRawPointer(found) - base
    }
}

extension UInt8 {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
}
