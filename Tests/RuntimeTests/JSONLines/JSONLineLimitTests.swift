import Foundation
import Testing
@testable import AIClientRuntime

/// One limit and one error for an over-long JSON line, whichever reader meets it: the
/// splitter, `JSONLines.decode`, batch results and event streams with JSON Lines framing all
/// refuse a line over `JSONLines.maximumLineLength` as `responseTooLarge` carrying a
/// `JSONLineTooLong` that names the line, after the lines before it.
@Suite(.timeLimit(.minutes(10)))
struct JSONLineLimitTests {
    struct Row: Decodable, Sendable, Equatable { var n: Int }

    /// Two good lines, then a line one byte over the limit (in 1 MiB chunks, no newline until
    /// after it), then a good line.
    static func chunks() -> [Data] {
        let limit = JSONLines.maximumLineLength
        let mebibyte = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
        var chunks = [Data("{\"n\":1}\n\r\n{\"n\":2}\n".utf8)]
        chunks += Array(repeating: mebibyte, count: limit >> 20)
        chunks += [Data("a\n{\"n\":3}\n".utf8)]
        return chunks
    }

    static func body() -> HTTPResponseBody {
        let chunks = chunks()
        return HTTPResponseBody(AsyncThrowingStream { continuation in
            for chunk in chunks { continuation.yield(chunk) }
            continuation.finish()
        })
    }

    static func check(_ error: AIClientError?) {
        #expect(error?.kind == .responseTooLarge)
        #expect(error?.sizeLimit == JSONLines.maximumLineLength)
        let tooLong = error?.underlyingError as? JSONLineTooLong
        #expect(tooLong == JSONLineTooLong(limit: JSONLines.maximumLineLength, lineNumber: 4, streamOffset: 18))
    }

    @Test func theLimitIs64MiB() {
        #expect(JSONLines.maximumLineLength == 64 << 20)
        #expect(JSONLineSplitter.defaultMaxLineLength == JSONLines.maximumLineLength)
    }

    @Test func theSplitter() {
        var splitter = JSONLineSplitter()
        var lines: [Data] = []
        let error = #expect(throws: AIClientError.self) {
            for chunk in Self.chunks() { lines += try splitter.append(chunk) }
        }
        #expect(lines.map { String(decoding: $0, as: UTF8.self) } == [#"{"n":1}"#, #"{"n":2}"#])
        Self.check(error)
    }

    @Test func aLongLineInsideOneChunkIsRefusedToo() {
        var splitter = JSONLineSplitter(maxLineLength: 8)
        let error = #expect(throws: AIClientError.self) { _ = try splitter.append(Data("{\"n\":1}\n0123456789\n".utf8)) }
        #expect(error?.kind == .responseTooLarge)
        #expect((error?.underlyingError as? JSONLineTooLong)?.lineNumber == 2)
    }

    @Test func decode() async {
        var rows: [Row] = []
        let error = await #expect(throws: AIClientError.self) {
            for try await row in JSONLines.decode(Row.self, from: Self.body()) { rows.append(row) }
        }
        #expect(rows == [Row(n: 1), Row(n: 2)])
        Self.check(error)
    }

    @Test func batchResults() async {
        var ids: [String] = []
        let results = BatchResultLines.read(Row.self, from: Self.body(), file: "results") { row in
            BatchResult<Int>(customID: "\(row.n)", outcome: .success(row.n))
        }
        let error = await #expect(throws: AIClientError.self) {
            for try await result in results { ids.append(result.customID) }
        }
        #expect(ids == ["1", "2"])
        Self.check(error)
    }

    @Test func eventStreams() async {
        let stream = EventStream<Row>(body: Self.body(), format: EventStreamFormat(framing: .jsonLines), info: HTTPResponseInfo(status: 200, headers: [:]))
        var rows: [Row] = []
        let error = await #expect(throws: AIClientError.self) {
            for try await row in stream { rows.append(row) }
        }
        #expect(rows == [Row(n: 1), Row(n: 2)])
        Self.check(error)
        #expect(error?.eventsReceived == 2)
    }
}
