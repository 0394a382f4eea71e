import Foundation
import Testing
@testable import AIClientRuntime

/// Regression tests for issue 18's findings on the decoder: linear member lookup for any
/// object, numbers that no type holds, repaired names, Unicode-equivalent names, and the
/// policy for malformed content in members nobody reads.
@Suite struct ClientJSONDecoderHardeningTests {
    /// Decodes with a document the test can inspect afterwards.
    private func decodeCounting<T: Decodable>(_ type: T.Type, _ data: Data) throws -> (T, JSONDocument) {
        let document = try data.withUnsafeBytes { try JSONDocument(copying: $0) }
        let value = try TapeDecoder(document: document, userInfo: [:]).decode(T.self)
        return (value, document)
    }

    static func metadata(_ count: Int, repeating: Int?) -> Data {
        var parts = (0..<count).map { "\"name\($0)\":\"v\($0)\"" }
        if let repeating { parts.append("\"name\(repeating)\":\"again\"") }
        return Data(("{" + parts.joined(separator: ",") + "}").utf8)
    }

    // Finding 1: one repeated name used to turn the linear path off (23 s for 1 MB).

    @Test func eightyThousandNamesAndOneRepeatCostWorkProportionalToTheirNumber() throws {
        let data = Self.metadata(80_000, repeating: 40_000)
        #expect(data.count > 1_000_000)
        let (map, document) = try decodeCounting([String: String].self, data)
        #expect(map.count == 80_000)
        #expect(map["name40000"] == "v40000")
        // An index made once (80,001 names) and one lookup per distinct name.
        #expect(document.nameComparisons <= 3 * 80_001, "\(document.nameComparisons) name comparisons")
    }

    struct Completion: Decodable, Equatable {
        var id: String
        var metadata: [String: String]
        var model: String?
    }

    @Test func aRepeatInsideATypedReplyIsLinearAndTheFirstWins() throws {
        let metadata = String(decoding: Self.metadata(20_000, repeating: 7), as: UTF8.self)
        let json = #"{"id":"c1","id":"c2","metadata":"# + metadata + #","model":"m"}"#
        let (value, document) = try decodeCounting(Completion.self, Data(json.utf8))
        #expect(value.id == "c1")
        #expect(value.metadata["name7"] == "v7")
        #expect(value == (try JSONDecoder().decode(Completion.self, from: Data(json.utf8))))
        #expect(document.nameComparisons <= 3 * 20_010)
    }

    @Test func everyNameRepeatedIsStillLinear() throws {
        let parts = (0..<30_000).map { "\"n\($0 % 100)\":\($0)" }
        let data = Data(("{" + parts.joined(separator: ",") + "}").utf8)
        let (map, document) = try decodeCounting([String: Int].self, data)
        #expect(map == (try JSONDecoder().decode([String: Int].self, from: data)))
        #expect(map["n5"] == 5)
        #expect(document.nameComparisons <= 2 * 30_000)
    }

    @Test func smallObjectsScanAtMostThresholdNamesPerLookup() throws {
        // 32 members, each looked up once by Dictionary: at most 32 × 32 comparisons.
        let parts = (0..<32).map { "\"k\($0)\":\($0)" } + ["\"k0\":99"]
        let (map, document) = try decodeCounting([String: Int].self, Data(("{" + parts.joined(separator: ",") + "}").utf8))
        #expect(map["k0"] == 0)
        #expect(document.nameComparisons <= 33 * 33)
    }

    // Finding 6: Unicode-equivalent names (Kelvin sign) agree on every path.

    @Test(arguments: [#"{"K":1,"\u212A":2}"#, #"{"\u212A":1,"K":2}"#, "{\"K\":1,\"\u{212A}\":2}"])
    func kelvinSignNamesAgreeWithFoundationAndJSONValue(json: String) throws {
        let data = Data(json.utf8)
        let dictionary = try ClientJSONDecoder().decode([String: Int].self, from: data)
        let foundation = try JSONDecoder().decode([String: Int].self, from: data)
        #expect(dictionary == foundation)
        #expect(dictionary == ["K": 1])
        #expect(try ClientJSONDecoder().decode(JSONValue.self, from: data) == ["K": 1])
        struct Kelvin: Decodable { var K: Int }
        #expect(try ClientJSONDecoder().decode(Kelvin.self, from: data).K == 1)
        #expect(try JSONDecoder().decode(Kelvin.self, from: data).K == 1)
    }

    @Test func kelvinSignInALargeObjectToo() throws {
        let parts = (0..<40).map { "\"k\($0)\":\($0)" } + [#""\u212A":1"#, #""K":2"#]
        let data = Data(("{" + parts.joined(separator: ",") + "}").utf8)
        #expect(try ClientJSONDecoder().decode([String: Int].self, from: data) == (try JSONDecoder().decode([String: Int].self, from: data)))
    }

    // Finding 4: a name with a byte that is not UTF-8 is found by its repaired spelling.

    @Test func aRepairedNameFindsItsMember() throws {
        struct Reply: Decodable { var metadata: [String: String] }
        var bytes = Array(#"{"metadata":{"k"#.utf8)
        bytes.append(0xFF)
        bytes += Array(#"y":"v"}}"#.utf8)
        let reply = try ClientJSONDecoder().decode(Reply.self, from: Data(bytes))
        #expect(reply.metadata == ["k\u{FFFD}y": "v"])
        struct Named: Decodable {
            var value: String
            enum CodingKeys: String, CodingKey { case value = "k\u{FFFD}y" }
        }
        var named = Array(#"{"k"#.utf8)
        named.append(0xFF)
        named += Array(#"y":"v"}"#.utf8)
        #expect(try ClientJSONDecoder().decode(Named.self, from: Data(named)).value == "v")
    }

    // Findings 3 and 6: numbers are representable or an error, as Foundation decides.

    @Test(arguments: ["1e400", "-1e400", "1e-400", "123e99999"])
    func numbersBeyondDoubleAreErrorsInJSONValue(text: String) {
        let data = Data(#"{"input":{"x":\#(text)}}"#.utf8)
        #expect(throws: DecodingError.self) { try ClientJSONDecoder().decode(JSONValue.self, from: data) }
        // Foundation rejects these too, except `1e-400`, which its `JSONValue.init(from:)`
        // reads as the `Int` 0 (a documented deviation: ours never rounds a number to zero).
        if text != "1e-400" {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(JSONValue.self, from: data) }
        }
        struct Typed: Decodable { var x: Double }
        #expect(throws: DecodingError.self) { try ClientJSONDecoder().decode(Typed.self, from: Data(#"{"x":\#(text)}"#.utf8)) }
    }

    @Test func aNumberErrorNamesItsMember() {
        do {
            _ = try ClientJSONDecoder().decode(JSONValue.self, from: Data(#"{"input":{"x":1e400}}"#.utf8))
            _ = try ClientJSONDecoder().decode(JSONValue.self, from: Data(#"{"input":[{"x":1e400}]}"#.utf8))
            Issue.record("decoded")
        } catch {
            #expect(ClientJSONDecoderTests.shape(error) == "dataCorrupted @ input.x")
            #expect("\(error)".contains("1e400"))
        }
    }

    @Test(arguments: ["9007199254740993.0", "9007199254740993e0", "90071992547409930e-1", "-9007199254740993.000", "1e18"])
    func wholeNumbersWrittenWithAFractionAreIntegers(text: String) throws {
        let data = Data("[\(text)]".utf8)
        let ours = try ClientJSONDecoder().decode([JSONValue].self, from: data)
        #expect(ours == (try JSONDecoder().decode([JSONValue].self, from: data)))
        guard case .integer = ours[0] else { Issue.record("\(ours[0]) is not .integer"); return }
        #expect(try ClientJSONDecoder().decode([Int].self, from: data) == (try JSONDecoder().decode([Int].self, from: data)))
    }

    struct FloatMember: Decodable, Equatable { var x: Float }
    struct DoubleMember: Decodable, Equatable { var x: Double }

    @Test(arguments: ["1e-50", "-1e-50", "1e-46", "3.5e38", "1e-40", "0.0", "-0", "1.5", "3.4e38", "0e-99"])
    func floatsAgreeWithFoundation(text: String) {
        let data = Data(#"{"x":\#(text)}"#.utf8)
        let ours = try? ClientJSONDecoder().decode(FloatMember.self, from: data)
        let foundation = try? JSONDecoder().decode(FloatMember.self, from: data)
        #expect(ours == foundation, "\(text)")
        let oursList = try? ClientJSONDecoder().decode([Float].self, from: Data("[\(text)]".utf8))
        #expect(oursList == foundation.map { [$0.x] }, "\(text)")
    }

    @Test(arguments: ["1e-400", "5e-324", "1e-320", "2.5e-308", "0.0e1", "0e-99"])
    func doublesAgreeWithFoundation(text: String) {
        let data = Data(#"{"x":\#(text)}"#.utf8)
        #expect((try? ClientJSONDecoder().decode(DoubleMember.self, from: data)) == (try? JSONDecoder().decode(DoubleMember.self, from: data)), "\(text)")
    }

    /// Documented deviations: Foundation rejects a zero written with a positive exponent as a
    /// `Double` (`0e5`), and reads `1e-400` as the `Int` 0; ours reads the former as 0 and
    /// rejects the latter (it is not a whole number).
    @Test func zeroWithAnExponentAndTinyIntegersAreDocumentedDeviations() throws {
        #expect(try ClientJSONDecoder().decode([Double].self, from: Data("[0e5,0.000e5]".utf8)) == [0, 0])
        #expect(throws: DecodingError.self) { try ClientJSONDecoder().decode([Int].self, from: Data("[1e-400]".utf8)) }
        #expect(try ClientJSONDecoder().decode([Int].self, from: Data("[0e5,0.000e5,-0.0]".utf8)) == [0, 0, 0])
    }

    // Finding 5: malformed content in a member the type never reads.

    /// The policy (docs/decoding-policy.md, "Malformed content in members nobody reads"):
    /// the document must be JSON as a whole. These are rejected as syntax errors with line and
    /// column, where `JSONDecoder` (which parses lazily) accepts them.
    @Test(arguments: [
        "{\"a\":1,\"unread\":\"x\u{01}y\"}",
        #"{"a":1,"unread":"x\qy"}"#,
        #"{"a":1,"unread":"\uZZZZ"}"#,
        #"{"a":1,"unread":01}"#,
        #"{"a":1,"unread":1.}"#,
        #"{"a":1,"unread":-}"#,
        #"{"a":1,"unread":[1,2,]}"#,
    ])
    func malformedContentInAnUnreadMemberIsStillASyntaxError(json: String) throws {
        struct OnlyA: Decodable { var a: Int }
        let data = Data(json.utf8)
        #expect((try? JSONDecoder().decode(OnlyA.self, from: data))?.a == 1, "Foundation tolerates it")
        do {
            _ = try ClientJSONDecoder().decode(OnlyA.self, from: data)
            Issue.record("accepted \(json)")
        } catch DecodingError.dataCorrupted(let context) {
            let syntax = try #require(context.underlyingError as? JSONSyntaxError)
            #expect(syntax.offset >= 15, "\(syntax)")
        }
    }

    /// What the policy keeps: valid JSON in an unread member never matters, including a number
    /// no type could hold.
    @Test func validButUnrepresentableContentInAnUnreadMemberIsIgnored() throws {
        struct OnlyA: Decodable { var a: Int }
        #expect(try ClientJSONDecoder().decode(OnlyA.self, from: Data(#"{"a":1,"unread":[1e400,"\ud800"]}"#.utf8)).a == 1)
    }

    // Finding 8: long strings without escapes take the fast path and keep every byte.

    @Test func longStringsWithAndWithoutEscapesDecodeExactly() throws {
        let base64 = String(repeating: "QUJDRA+/", count: 100_000) + "=="
        let json = #"{"b64":""# + base64 + #"","esc":"a\nb","u":"é€😀","tail":"1234567"}"#
        let ours = try ClientJSONDecoder().decode([String: String].self, from: Data(json.utf8))
        #expect(ours == (try JSONDecoder().decode([String: String].self, from: Data(json.utf8))))
        // Every position of a quote, backslash and control byte inside an eight-byte word.
        for offset in 0..<17 {
            let padding = String(repeating: "x", count: offset)
            #expect(try ClientJSONDecoder().decode(String.self, from: Data("\"\(padding)\\\"\(padding)\"".utf8)) == padding + "\"" + padding)
            #expect(throws: DecodingError.self) { try ClientJSONDecoder().decode(String.self, from: Data("\"\(padding)\u{1F}\(padding)\"".utf8)) }
            #expect(throws: DecodingError.self) { try ClientJSONDecoder().decode(String.self, from: Data("\"\(padding)".utf8)) }
        }
    }
}
