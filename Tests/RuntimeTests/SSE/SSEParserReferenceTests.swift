import Testing
@testable import AIClientRuntime

/// Random streams checked against a plain, slow transcription of the WHATWG rules.
@Suite struct SSEParserReferenceTests {
    /// The WHATWG algorithm byte by byte, plus our end-of-stream rule (see `SSEParser`).
    static func referenceEvents(_ input: [UInt8]) -> [ServerSentEvent] {
        var bytes = input[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
                lines.append(current)
                current = []
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            } else {
                current.append(byte)
            }
            index += 1
        }
        if !current.isEmpty { lines.append(current) }

        var events: [ServerSentEvent] = []
        var data: [UInt8]? = nil
        var type = ""
        var lastID = ""
        var retry: Int? = nil
        func dispatch() {
            if let data {
                events.append(ServerSentEvent(
                    event: type.isEmpty ? nil : type, data: String(decoding: data, as: UTF8.self),
                    id: lastID.isEmpty ? nil : lastID, retry: retry))
                retry = nil
            }
            data = nil
            type = ""
        }
        for line in lines {
            if line.isEmpty { dispatch(); continue }
            if line.first == UInt8(ascii: ":") { continue }
            let colon = line.firstIndex(of: UInt8(ascii: ":"))
            let name = String(decoding: line[..<(colon ?? line.endIndex)], as: UTF8.self)
            var value = colon.map { line[($0 + 1)...] } ?? []
            if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
            switch name {
            case "data": data = (data.map { $0 + [UInt8(ascii: "\n")] } ?? []) + value
            case "event": type = String(decoding: value, as: UTF8.self)
            case "id": if !value.contains(0) { lastID = String(decoding: value, as: UTF8.self) }
            case "retry":
                if !value.isEmpty, value.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                    retry = Int(String(decoding: value, as: UTF8.self))
                }
            default: break
            }
        }
        dispatch()
        return events
    }

    /// A small deterministic generator (SplitMix64), so that failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let pieces: [[UInt8]] = [
        "data", "data:", "data: ", "event:", "event: ", "id: ", "id", "retry: ", "retry:", ":", " ", "  ",
        "\r", "\n", "\r\n", "\n\n", "x", "é", "12", "[DONE]", "{\"a\":1}", "\u{0}", "Data",
    ].map { Array($0.utf8) } + [[0xEF, 0xBB, 0xBF], [0xFF]]

    @Test func randomStreamsMatchTheReferenceHoweverTheyAreCut() throws {
        var random = Random(state: 20_240_601)
        for round in 0..<400 {
            var bytes: [UInt8] = random.next(4) == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<random.next(40) { bytes += Self.pieces[random.next(Self.pieces.count)] }
            let expected = Self.referenceEvents(bytes)
            var failed = false
            let whole = try SSEFeed.whole(bytes)
            #expect(whole == expected, "round \(round): \(bytes)")
            failed = failed || whole != expected
            for _ in 0..<3 {
                var cuts = (0..<random.next(4)).map { _ in random.next(bytes.count + 1) }
                cuts.sort()
                let split = try SSEFeed.split(bytes, at: cuts)
                #expect(split == expected, "round \(round) cut at \(cuts): \(bytes)")
                failed = failed || split != expected
            }
            // One failing stream says enough.
            if failed { break }
        }
    }

    @Test func referenceAgreesOnAHandWrittenStream() {
        let events = Self.referenceEvents(Array("id: 1\nevent: a\ndata: x\r\ndata:y\r\rretry: 5\ndata\n\n".utf8))
        #expect(events == [ServerSentEvent(event: "a", data: "x\ny", id: "1"), ServerSentEvent(data: "", id: "1", retry: 5)])
    }
}
