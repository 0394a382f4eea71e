import Foundation
import Testing
@testable import AIClientRuntime

/// The decoder's fast paths give what the plain ones give: strings scanned 32 and 8 bytes at a
/// time (escapes, control characters, non-ASCII and cut-off text at every offset from a word's
/// start), and members found through an object's name table.
@Suite struct ClientJSONDecoderFastPathTests {
    /// The string `text` decodes to, through our decoder and through Foundation's.
    private func bothDecode(_ json: [UInt8]) -> (ours: Result<String, any Error>, foundation: Result<String, any Error>) {
        let data = Data(json)
        return (Result { try ClientJSONDecoder().decode(String.self, from: data) }, Result { try JSONDecoder().decode(String.self, from: data) })
    }

    /// Plain bytes with one special byte sequence at every position 0..<80: the scan finds it
    /// wherever it falls in or across a 32- or 8-byte block.
    @Test(arguments: [#"\""#, #"\\"#, #"\n"#, #"\u00e9"#, #"\ud83d\ude00"#, "é", "😀", "\u{7F}"])
    func aSpecialSequenceAtEveryOffsetDecodesAsFoundationDoes(_ special: String) throws {
        for offset in 0..<80 {
            for tail in [0, 1, 7, 8, 31, 33] {
                let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: tail)
                let json = Array(("\"" + text + "\"").utf8)
                let (ours, foundation) = bothDecode(json)
                #expect(try ours.get() == foundation.get(), "offset \(offset), tail \(tail)")
            }
        }
    }

    @Test func anUnescapedControlCharacterIsAnErrorAtEveryOffset() {
        for offset in 0..<80 {
            for control: UInt8 in [0x00, 0x01, 0x0A, 0x1F] {
                var json = Array("\"".utf8) + Array(repeating: UInt8(ascii: "a"), count: offset) + [control]
                json += Array(repeating: UInt8(ascii: "b"), count: 40) + Array("\"".utf8)
                let error = Result { try ClientJSONDecoder().decode(String.self, from: Data(json)) }
                guard case .failure(let failure) = error,
                      case .dataCorrupted(let context) = failure as? DecodingError,
                      let syntax = context.underlyingError as? JSONSyntaxError
                else {
                    Issue.record("offset \(offset): control byte \(control) was accepted")
                    continue
                }
                #expect(syntax.offset == offset + 1, "offset \(offset)")
                #expect(syntax.reason.contains("control character"))
            }
        }
    }

    /// A string cut off by the end of the document, at every length: an error where the data
    /// ends, never a read past it.
    @Test func aStringCutAtTheEndOfTheBufferIsAnErrorAtEveryLength() {
        for length in 0..<80 {
            for ending: [UInt8] in [[], Array("\\".utf8), Array("\\u00".utf8), [0xC3]] {
                let bytes = Array(("\"" + String(repeating: "x", count: length)).utf8) + ending
                // Decoded from an exactly sized buffer, so that a read past it is caught by
                // the address sanitizer when the tests run with it.
                let result = bytes.withUnsafeBytes { buffer in
                    Result { try ClientJSONDecoder().decode(String.self, fromUTF8: buffer) }
                }
                guard case .failure(let failure) = result, case .dataCorrupted(let context) = failure as? DecodingError,
                      let syntax = context.underlyingError as? JSONSyntaxError
                else {
                    Issue.record("length \(length) ending \(ending) decoded")
                    continue
                }
                #expect(syntax.offset <= bytes.count)
            }
        }
    }

    /// Bytes that are not UTF-8 become U+FFFD at every offset, on the fast path as on the slow.
    @Test func invalidUTF8AtEveryOffsetBecomesReplacementCharacters() throws {
        for offset in 0..<70 {
            let prefix = Array(repeating: UInt8(ascii: "a"), count: offset)
            let json = [UInt8(ascii: "\"")] + prefix + [0xFF, 0xC3] + Array("tail\"".utf8)
            let decoded = try ClientJSONDecoder().decode(String.self, from: Data(json))
            #expect(decoded == String(repeating: "a", count: offset) + "\u{FFFD}\u{FFFD}tail")
        }
    }

    @Test func aLongStringWithoutEscapesIsReadWhole() throws {
        let base64 = String(repeating: "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0123456789+/", count: 40_000)
        let json = #"{"result":""# + base64 + #"","tail":"é\n"}"#
        struct Body: Decodable, Equatable {
            var result: String
            var tail: String
        }
        let ours = try ClientJSONDecoder().decode(Body.self, from: Data(json.utf8))
        #expect(ours == (try JSONDecoder().decode(Body.self, from: Data(json.utf8))))
        #expect(ours.result.utf8.count == base64.utf8.count)
    }

    // MARK: Name tables

    /// A struct of 40 members, decoded from objects of each size around the table's minimum,
    /// with members in another order, absent, null, repeated and spelled with escapes.
    struct Wide: Decodable, Equatable {
        var values: [String: Int?] = [:]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            for index in 0..<40 {
                let key = AnyCodingKey("member_\(index)")
                if container.contains(key) { values[key.stringValue] = try container.decodeIfPresent(Int.self, forKey: key) }
            }
        }
    }

    @Test(arguments: [1, 7, 8, 9, 14, 15, 16, 17, 33, 40])
    func membersAreFoundThroughTheTableAsByScanning(_ size: Int) throws {
        var parts = (0..<size).reversed().map { #""member_\#($0 * 3 % 40)":\#($0)"# }
        parts.append(#""member_\#(size * 3 % 40)":null"#)
        parts.append(#""member_0":999"#)  // repeated: the first one wins
        let json = "{" + parts.joined(separator: ",") + "}"
        let ours = try ClientJSONDecoder().decode(Wide.self, from: Data(json.utf8))
        let foundation = try JSONDecoder().decode(Wide.self, from: Data(json.utf8))
        #expect(ours == foundation, "\(json)")
    }

    /// A name with an escape, or with a character that equals another as a `String` (the Kelvin
    /// sign is "K"), keeps an object off the table, and lookups compare as `String`s.
    @Test func namesThatAreNotPlainASCIICompareAsStrings() throws {
        struct Named: Decodable, Equatable {
            var k: Int?
            var escaped: Int?
            var last: Int?

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                k = try container.decodeIfPresent(Int.self, forKey: "K")
                escaped = try container.decodeIfPresent(Int.self, forKey: "escaped")
                last = try container.decodeIfPresent(Int.self, forKey: "m11")
            }
        }
        let fillers = (0..<20).map { #""m\#($0)":\#($0)"# }
        for extra in [#""\u212A":1"#, #""\u0065scaped":2"#, #""\#u{212A}":3"#] {
            let json = "{" + (fillers + [extra]).joined(separator: ",") + "}"
            let ours = try ClientJSONDecoder().decode(Named.self, from: Data(json.utf8))
            #expect(ours == (try JSONDecoder().decode(Named.self, from: Data(json.utf8))), "\(json)")
        }
    }

    /// Names that share their length and most bytes still each find their own value.
    @Test func similarNamesInALargeObjectAreToldApart() throws {
        let count = 600
        let parts = (0..<count).map { #""aaaaaaaaaaaaaaaa\#(String(format: "%04d", $0))bbbbbbbb":\#($0)"# }
        let json = "{" + parts.joined(separator: ",") + "}"
        let document = try Data(json.utf8).withUnsafeBytes { try JSONDocument(copying: $0) }
        let decoder = TapeDecoder(document: document, userInfo: [:])
        for index in 0..<count {
            let name = "aaaaaaaaaaaaaaaa" + String(format: "%04d", index) + "bbbbbbbb"
            guard let value = decoder.member(name, in: 0) else {
                Issue.record("\(name) not found")
                continue
            }
            #expect(try decoder.unboxInteger(Int.self, value) == index)
        }
        #expect(decoder.member("aaaaaaaaaaaaaaaa9999bbbbbbbb", in: 0) == nil)
        // Linear: the table is made once, and each lookup probes a few slots.
        #expect(document.nameComparisons <= 4 * count, "\(document.nameComparisons) comparisons")
    }
}
