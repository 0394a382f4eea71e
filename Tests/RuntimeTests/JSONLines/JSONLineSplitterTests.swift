import Foundation
import Testing
@testable import AIClientRuntime

@Suite struct JSONLineSplitterTests {
    let text = "{\"a\":1}\r\n\n  \n{\"b\":\"é\"}\n{\"c\":3}"

    private func split(_ chunks: [Data]) throws -> [String] {
        var splitter = JSONLineSplitter()
        var lines: [Data] = []
        for chunk in chunks { lines += try splitter.append(chunk) }
        if let last = splitter.finish() { lines.append(last) }
        return lines.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func wholeInput() throws {
        #expect(try split([Data(text.utf8)]) == [#"{"a":1}"#, #"{"b":"é"}"#, #"{"c":3}"#])
    }

    @Test func byteByByteGivesTheSameLines() throws {
        let bytes = Array(text.utf8)
        #expect(try split(bytes.map { Data([$0]) }) == [#"{"a":1}"#, #"{"b":"é"}"#, #"{"c":3}"#])
    }

    @Test func overlongLineIsResponseTooLarge() {
        var splitter = JSONLineSplitter(maxLineLength: 8)
        let error = #expect(throws: AIClientError.self) { _ = try splitter.append(Data("0123456789".utf8)) }
        #expect(error?.kind == .responseTooLarge)
        #expect(error?.underlyingError is JSONLineTooLong)
    }

    @Test func badLineNamesItsNumber() async throws {
        struct Row: Decodable, Sendable { var n: Int }
        let body = HTTPResponseBody(Data("{\"n\":1}\n{\"n\":\"two\"}\n".utf8))
        var rows: [Int] = []
        let error = await #expect(throws: AIClientError.self) {
            for try await row in JSONLines.decode(Row.self, from: body) { rows.append(row.n) }
        }
        #expect(rows == [1])
        #expect(error?.codingPath == "n")
        #expect(error?.description.contains("in JSON line 2") == true)
    }
}
