import Foundation

// Interpreting one complete line (without its line ending), as WHATWG "process the field" says.
extension SSEParser {
    /// Processes one line; `chunk` is the chunk being parsed, which `line` may or may not be part of.
    mutating func processLine(
        _ line: UnsafeRawBufferPointer, in chunk: UnsafeRawBufferPointer, _ emit: (consuming ServerSentEvent) throws -> Void
    ) throws {
        var line = line
        if isAtFirstLine {
            isAtFirstLine = false
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = UnsafeRawBufferPointer(rebasing: line.dropFirst(3)) }
        }
        guard let base = line.baseAddress, !line.isEmpty else {
            try dispatch(chunk: chunk, emit)
            return
        }
        let count = line.count
        let colon = Self.findColon(in: base, count: count)
        // A line starting with a colon is a comment (keep-alive pings are sent this way).
        if colon == 0 { return }
        // A line without a colon (`colon == count`) is a field name with an empty value.
        var valueStart = min(colon + 1, count)
        if valueStart < count && base.load(fromByteOffset: valueStart, as: UInt8.self) == UInt8(ascii: " ") {
            valueStart += 1
        }
        let value = UnsafeRawBufferPointer(start: base + valueStart, count: count - valueStart)
        let name = UnsafeRawBufferPointer(start: base, count: colon)
        if Self.equals(name, "data") {
            try appendData(value, chunk: chunk)
        } else if Self.equals(name, "event") {
            eventType = value.isEmpty ? nil : eventName(value)
        } else if Self.equals(name, "id") {
            if Self.find(0, in: base, from: valueStart, to: count) == count {
                lastEventID = value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
            }
        } else if Self.equals(name, "retry") {
            if let milliseconds = Self.parseDigits(value) { retry = milliseconds }
        }
        // Other field names are ignored, as WHATWG requires.
    }

    private mutating func appendData(_ value: UnsafeRawBufferPointer, chunk: UnsafeRawBufferPointer) throws {
        let separator = hasData ? 1 : 0
        guard (deferredData?.count ?? dataBuffer.count) + separator + value.count <= maximumEventSize else {
            throw SSEError.eventTooLarge(limit: maximumEventSize, streamOffset: lineOffset)
        }
        if !hasData, let offset = Self.offset(of: value, in: chunk) {
            deferredData = offset..<(offset + value.count)
            hasData = true
            return
        }
        copyDeferredData(from: chunk)
        if hasData { dataBuffer.append(.lineFeed) }
        dataBuffer.append(contentsOf: value.assumingMemoryBound(to: UInt8.self))
        hasData = true
    }

    /// Copies the deferred `data` value into `dataBuffer`, before the chunk it is in goes away.
    mutating func copyDeferredData(from chunk: UnsafeRawBufferPointer) {
        guard let range = deferredData.take() else { return }
        dataBuffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[range]).assumingMemoryBound(to: UInt8.self))
    }

    /// The offset of `part` in `whole`, or nil when `part` is not inside `whole`.
    private static func offset(of part: UnsafeRawBufferPointer, in whole: UnsafeRawBufferPointer) -> Int? {
        guard let partBase = part.baseAddress, let wholeBase = whole.baseAddress,
            partBase >= wholeBase, partBase + part.count <= wholeBase + whole.count
        else { return nil }
        return partBase - wholeBase
    }

    /// A blank line: dispatch the event, unless it received no `data` field.
    private mutating func dispatch(chunk: UnsafeRawBufferPointer, _ emit: (consuming ServerSentEvent) throws -> Void) throws {
        guard hasData else {
            eventType = nil
            return
        }
        try emit(makeEvent(chunk: chunk))
    }

    /// The pending event; clears the per-event state.
    mutating func makeEvent(chunk: UnsafeRawBufferPointer) -> ServerSentEvent {
        let data: String
        if let range = deferredData.take() {
            data = String(decoding: UnsafeRawBufferPointer(rebasing: chunk[range]), as: UTF8.self)
        } else {
            data = dataBuffer.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            Self.empty(&dataBuffer)
        }
        hasData = false
        return ServerSentEvent(event: eventType.take(), data: data, id: lastEventID, retry: retry.take())
    }

    /// The event name in `bytes`, reusing a recent String with the same bytes.
    private mutating func eventName(_ bytes: UnsafeRawBufferPointer) -> String {
        for name in eventNames where name.utf8.count == bytes.count {
            let isEqual = name.utf8.withContiguousStorageIfAvailable { Self.equals(UnsafeRawBufferPointer($0), bytes) }
            if isEqual == true { return name }
        }
        let name = String(decoding: bytes, as: UTF8.self)
        if eventNames.count < 16 {
            eventNames.append(name)
        } else {
            eventNames[nextEventNameSlot] = name
            nextEventNameSlot = (nextEventNameSlot + 1) % eventNames.count
        }
        return name
    }

    /// The offset of the first colon in the line, or `count` when there is none.
    @inline(__always)
    static func findColon(in base: UnsafeRawPointer, count: Int) -> Int {
        // Field names are short: look at the first bytes before paying for a call to memchr.
        for offset in 0..<min(count, 8) where base.load(fromByteOffset: offset, as: UInt8.self) == UInt8(ascii: ":") {
            return offset
        }
        return count <= 8 ? count : find(UInt8(ascii: ":"), in: base, from: 8, to: count)
    }

    /// Whether `bytes` are exactly the ASCII characters of `name`.
    @inline(__always)
    static func equals(_ bytes: UnsafeRawBufferPointer, _ name: StaticString) -> Bool {
        equals(bytes, UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    @inline(__always)
    static func equals(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        guard left.count == right.count else { return false }
        guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
        return memcmp(leftBase, rightBase, left.count) == 0
    }

    /// The value of a `retry` field: ASCII digits only, else (or on overflow) nil.
    static func parseDigits(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var result = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            let (shifted, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = shifted.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow1 && !overflow2 else { return nil }
            result = sum
        }
        return result
    }
}
