import Foundation
import Testing
@testable import ClientGenerator

@Suite struct JSONReaderTests {
    private func read(_ text: String) throws -> DocumentNode {
        try JSONReader.read(Array(text.utf8), path: "test.json")
    }

    @Test func readsEveryKindOfValue() throws {
        let node = try read(#"{"n": null, "t": true, "f": false, "i": -12, "d": 2.5, "s": "hi", "a": [1, [], {}], "o": {"k": "v"}}"#)
        #expect(node.members?.map(\.key) == ["n", "t", "f", "i", "d", "s", "a", "o"])
        #expect(node["n"]?.value == .null)
        #expect(node["t"]?.value == .bool(true))
        #expect(node["f"]?.value == .bool(false))
        #expect(node["i"]?.value == .integer(-12))
        #expect(node["d"]?.value == .number(2.5))
        #expect(node["s"]?.value == .string("hi"))
        #expect(node["a"]?.value == .array([
            DocumentNode(.integer(1)), DocumentNode(.array([])), DocumentNode(.object([])),
        ]))
        #expect(node["o"]?["k"]?.value == .string("v"))
        #expect(try read(" \"top\" ").value == .string("top"))
        #expect(try read("0").value == .integer(0))
    }

    @Test func keepsMemberOrderAsWritten() throws {
        let node = try read(#"{"zeta": 1, "alpha": 2, "mid": 3}"#)
        #expect(node.members?.map(\.key) == ["zeta", "alpha", "mid"])
    }

    @Test func positionsCountScalarsNotBytes() throws {
        let text = """
            {
              "名前": "José",  "n": 1,
              "list": [true, "😀\\n", null],
              "e": {}
            }
            """
        let node = try read(text)
        #expect(node.position == SourcePosition(line: 1, column: 1))
        let name = try #require(node.member("名前"))
        #expect(name.keyPosition == SourcePosition(line: 2, column: 3))
        #expect(name.value.position == SourcePosition(line: 2, column: 9))
        let n = try #require(node.member("n"))
        #expect(n.keyPosition == SourcePosition(line: 2, column: 18))
        #expect(n.value.position == SourcePosition(line: 2, column: 23))
        let list = try #require(node["list"]?.arrayValue)
        #expect(node["list"]?.position == SourcePosition(line: 3, column: 11))
        #expect(list.map(\.position) == [
            SourcePosition(line: 3, column: 12), SourcePosition(line: 3, column: 18), SourcePosition(line: 3, column: 25),
        ])
        #expect(node.member("e")?.keyPosition == SourcePosition(line: 4, column: 3))
        #expect(node["e"]?.position == SourcePosition(line: 4, column: 8))
    }

    @Test func countsCRLFAndLoneCRAsOneLineBreak() throws {
        let node = try read("[1,\r\n 2,\r  3]")
        #expect(node.arrayValue?.map(\.position) == [
            SourcePosition(line: 1, column: 2), SourcePosition(line: 2, column: 2), SourcePosition(line: 3, column: 3),
        ])
    }

    @Test func skipsByteOrderMarkWithoutTakingAColumn() throws {
        let node = try JSONReader.read([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8), path: "bom.json")
        #expect(node.position == SourcePosition(line: 1, column: 1))
        #expect(node.member("a")?.keyPosition == SourcePosition(line: 1, column: 2))
        #expect(node["a"]?.value == .integer(1))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let node = try read(#"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u20AC\uD83D\uDE00", "é\n€", "\u0000"]"#)
        #expect(node.arrayValue?.map(\.stringValue) == [
            "\"\\/\u{8}\u{C}\n\r\t", "Aé€😀", "é\n€", "\u{0}",
        ])
    }

    @Test func distinguishesIntegersFromNumbers() throws {
        let node = try read("""
            [0, -0, 42, 9223372036854775807, -9223372036854775808, 9223372036854775808, -9223372036854775809,
             1.0, 1e2, 1E-2, 0.1, -2.5e+3, 1.7976931348623157e308, 5e-324, -0.0]
            """)
        let values = try #require(node.arrayValue).map(\.value)
        #expect(values == [
            .integer(0), .integer(0), .integer(42), .integer(Int.max), .integer(Int.min),
            .number(0x1p63), .number(-0x1p63),
            .number(1), .number(100), .number(0.01), .number(0.1), .number(-2500),
            .number(Double.greatestFiniteMagnitude), .number(Double.leastNonzeroMagnitude), .number(-0.0),
        ])
        #expect(node.arrayValue?.last?.doubleValue?.sign == .minus)
    }

    @Test func acceptsDeepNestingUpToTheLimit() throws {
        let depth = JSONReader.maximumDepth
        let node = try read(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        var level = 1
        var current = node
        while level < depth, let inner = current.arrayValue?.first {
            current = inner
            level += 1
        }
        #expect(level == depth)
        #expect(current.arrayValue?.isEmpty == true)
    }

    @Test(arguments: [
        #"{"a": [1, -2, 3.25, 1e-7, 1e+300, -0.0, true, false, null], "b": {"c": {}, "d": []}}"#,
        #"["", "quote \" backslash \\ slash /", "controls \u0001\u001f\b\f\n\r\t", "é€😀 \u2028"]"#,
        #"[123456789012345.0, 9007199254740993, 0.30000000000000004, 2.2250738585072014e-308]"#,
        #"{"": "empty key", "nested": [[[{"deep": [0]}]]]}"#,
    ])
    func roundTripsThroughJSONText(text: String) throws {
        let node = try read(text)
        let again = try read(node.jsonText)
        #expect(again == node)
        #expect(again.jsonText == node.jsonText)
    }

    @Test func readsTheAnthropicSpec() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Spec/anthropic.json").path
        let data = try #require(FileManager.default.contents(atPath: path))
        let node = try JSONReader.read(Array(data), path: "Spec/anthropic.json")
        #expect(node.position == SourcePosition(line: 1, column: 1))
        #expect(node["openapi"]?.stringValue == "3.1.0")
        #expect(node["paths"]?.members?.count == 61)
        #expect(node["components"]?["schemas"]?.members?.count == 734)
        #expect(node.member("paths")?.keyPosition == SourcePosition(line: 6, column: 3))
        #expect(try JSONReader.read(Array(node.jsonText.utf8), path: "round-trip.json") == node)
    }
}
