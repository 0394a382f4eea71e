import Foundation
import Testing
@testable import AIClientRuntime

/// `ClientJSONDecoder` reads what `JSONDecoder` reads, to the same values and the same errors.
@Suite struct ClientJSONDecoderTests {
    struct Scalars: Codable, Equatable {
        var s: String
        var i: Int
        var d: Double
        var b: Bool
        var f: Float?
        var i8: Int8?
        var u64: UInt64?
        var o: String?
        var list: [Int]?
        var nested: [[String: Int]]?
        var map: [String: Double]?
    }

    struct Wrapper: Codable, Equatable {
        var items: [Scalars]
    }

    struct Foundationish: Codable, Equatable {
        var url: URL
        var data: Data
        var date: Date
        var decimal: Decimal
    }

    /// Decodes `json` with both decoders: the values are equal, or both fail with the same
    /// kind of error at the same coding path.
    private func agree<T: Decodable & Equatable>(_ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let data = Data(json.utf8)
        let ours = Result { try ClientJSONDecoder().decode(T.self, from: data) }
        let foundation = Result { try JSONDecoder().decode(T.self, from: data) }
        switch (ours, foundation) {
        case (.success(let a), .success(let b)):
            #expect(a == b, "\(json)", sourceLocation: sourceLocation)
        case (.failure(let a), .failure(let b)):
            #expect(Self.shape(a) == Self.shape(b), "\(json)", sourceLocation: sourceLocation)
        case (.success(let value), .failure(let error)):
            Issue.record("ours decoded \(value), Foundation threw \(error) for \(json)", sourceLocation: sourceLocation)
        case (.failure(let error), .success(let value)):
            Issue.record("ours threw \(error), Foundation decoded \(value) for \(json)", sourceLocation: sourceLocation)
        }
    }

    /// The kind of a `DecodingError` and its coding path, as `typeMismatch @ items[1].i`.
    static func shape(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
        switch error {
        case .typeMismatch(_, let context): return "typeMismatch @ " + AnyCodingKey.pathDescription(context.codingPath)
        case .valueNotFound(_, let context): return "valueNotFound @ " + AnyCodingKey.pathDescription(context.codingPath)
        case .keyNotFound(let key, let context): return "keyNotFound \(key.stringValue) @ " + AnyCodingKey.pathDescription(context.codingPath)
        case .dataCorrupted(let context): return "dataCorrupted @ " + AnyCodingKey.pathDescription(context.codingPath)
        @unknown default: return "\(error)"
        }
    }

    @Test(arguments: [
        #"{"s":"a","i":1,"d":1.5,"b":true}"#,
        #"{"s":"","i":-0,"d":-0.0,"b":false,"o":null,"f":0.1,"i8":-128,"u64":18446744073709551615}"#,
        #"{"s":"a","i":1.0,"d":1,"b":true}"#,
        #"{"s":"a","i":1e2,"d":2E-3,"b":true}"#,
        #"{"s":"a","i":9223372036854775807,"d":1.7976931348623157e308,"b":true}"#,
        #"{"s":"a","i":-9223372036854775808,"d":5e-324,"b":true}"#,
        #"{"s":"a","i":1,"d":1,"b":true,"list":[1,2,3],"nested":[{"x":1},{}],"map":{"k":1,"l":2.5}}"#,
        #"{"s":"a\"b\\c\/d\b\f\n\r\t\u00e9\u4e2d\ud83d\ude00","i":1,"d":1,"b":true}"#,
        #"{"s":"a","i":1,"d":1,"b":true,"s":"second"}"#,
        "\u{FEFF}{\"s\":\"bom\",\"i\":1,\"d\":1,\"b\":true}",
        " \n\t{ \"s\" : \"a\" , \"i\" : 1 , \"d\" : 1 , \"b\" : true } \n",
    ])
    func valuesAgreeWithFoundation(json: String) {
        agree(Scalars.self, json)
    }

    /// Foundation reports these as invalid JSON at the root; ours names the member.
    @Test(arguments: [
        (#"{"s":"a","i":1.5,"d":1,"b":true}"#, "i"),
        (#"{"s":"a","i":9223372036854775808,"d":1,"b":true}"#, "i"),
        (#"{"s":"a","i":1,"d":1,"b":true,"i8":128}"#, "i8"),
        (#"{"s":"a","i":1,"d":1,"b":true,"u64":-1}"#, "u64"),
        (#"{"s":"a","i":1,"d":1e999,"b":true}"#, "d"),
    ])
    func numbersThatDoNotFitAreCorruptDataAtTheirMember(json: String, member: String) {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Scalars.self, from: Data(json.utf8)) }
        do {
            _ = try ClientJSONDecoder().decode(Scalars.self, from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch {
            #expect(Self.shape(error) == "dataCorrupted @ \(member)")
        }
    }

    @Test(arguments: [
        #"{"s":1,"i":1,"d":1,"b":true}"#,
        #"{"s":"a","i":"1","d":1,"b":true}"#,
        #"{"s":"a","i":1,"d":1,"b":"true"}"#,
        #"{"s":null,"i":1,"d":1,"b":true}"#,
        #"{"i":1,"d":1,"b":true}"#,
        #"{"s":"a","i":1,"d":1,"b":true,"list":[1,"2"]}"#,
        #"{"s":"a","i":1,"d":1,"b":true,"list":{}}"#,
        #"{"s":"a","i":1,"d":1,"b":true,"nested":[{"x":1},{"y":"z"}]}"#,
        #"{"s":"a","i":1,"d":1,"b":true,"map":[]}"#,
        #"[]"#,
        #"null"#,
    ])
    func errorsAgreeWithFoundation(json: String) {
        agree(Scalars.self, json)
    }

    @Test func errorsInsideArraysNameTheElement() throws {
        let json = #"{"items":[{"s":"a","i":1,"d":1,"b":true},{"s":"a","i":"x","d":1,"b":true}]}"#
        agree(Wrapper.self, json)
        do {
            _ = try ClientJSONDecoder().decode(Wrapper.self, from: Data(json.utf8))
            Issue.record("decoded a string as Int")
        } catch {
            #expect(Self.shape(error) == "typeMismatch @ items[1].i")
        }
    }

    @Test func foundationTypesAreReadAsJSONDecoderReadsThem() {
        agree(Foundationish.self, #"{"url":"https://example.com/a?b=c","data":"aGVsbG8=","date":700000000.5,"decimal":12.3456789012345678901}"#)
        agree(Foundationish.self, #"{"url":"https://example.com","data":"not base64!","date":0,"decimal":1}"#)
    }

    @Test func everyRecordedDocumentDecodesToTheSameJSONValue() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("OpenAITests/Fixtures/recorded")
        var documents = 0
        for file in ["openai.jsonl"] {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.isEmpty {
                let data = Data(line.utf8)
                let ours = try ClientJSONDecoder().decode(JSONValue.self, from: data)
                let foundation = try JSONDecoder().decode(JSONValue.self, from: data)
                #expect(ours == foundation)
                documents += 1
            }
        }
        #expect(documents > 50)
    }

    @Test(arguments: [
        "0", "-0", "42", "-7", "1.0", "1e2", "1.5", "0.1", "1e-07", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "12345678901234567890", "-92233720368547758.9108", "0.12345678901234567891",
        "123456789012345678.5", "1e300", "1.50", "2.5e-5", "100000000000000000000.0",
    ])
    func jsonValueNumbersAgreeWithFoundation(text: String) throws {
        let json = "[\(text)]"
        let ours = try ClientJSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        let foundation = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        #expect(ours == foundation)
    }

    @Test func theFirstOfRepeatedMemberNamesWinsEverywhere() throws {
        let json = Data(#"{"a":1,"a":2}"#.utf8)
        #expect(try ClientJSONDecoder().decode([String: Int].self, from: json) == ["a": 1])
        #expect(try ClientJSONDecoder().decode(JSONValue.self, from: json) == ["a": 1])
    }

    @Test func escapedMemberNamesAreFound() throws {
        struct Named: Decodable { var name: String }
        let value = try ClientJSONDecoder().decode(Named.self, from: Data(#"{"n\u0061me":"x"}"#.utf8))
        #expect(value.name == "x")
    }

    @Test func loneSurrogatesAndInvalidUTF8BecomeReplacementCharacters() throws {
        #expect(try ClientJSONDecoder().decode(String.self, from: Data(#""a\ud800b""#.utf8)) == "a\u{FFFD}b")
        #expect(try ClientJSONDecoder().decode(String.self, from: Data(#""\udc00""#.utf8)) == "\u{FFFD}")
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0x22]
        #expect(try ClientJSONDecoder().decode(String.self, from: Data(bytes)) == "a\u{FFFD}b")
    }

    @Test func userInfoReachesEveryInitializer() throws {
        struct Probe: Decodable {
            var seen: Bool
            init(from decoder: any Decoder) throws {
                seen = decoder.userInfo[DecodingIssueCollector.userInfoKey] is DecodingIssueCollector
            }
        }
        let collector = DecodingIssueCollector()
        let decoder = ClientJSONDecoder(userInfo: [DecodingIssueCollector.userInfoKey: collector])
        #expect(try decoder.decode([Probe].self, from: Data("[{}]".utf8)).first?.seen == true)
    }

    @Test func nestedContainersAndSuperDecodersKeepTheirPaths() throws {
        struct Outer: Decodable {
            var innerPath: String
            var superPath: String
            var missingIsNull: Bool
            enum Keys: String, CodingKey { case inner, list, absent }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                var list = try container.nestedUnkeyedContainer(forKey: .list)
                _ = try list.decode(Int.self)
                let element = try list.nestedContainer(keyedBy: Keys.self)
                innerPath = AnyCodingKey.pathDescription(element.codingPath)
                let superDecoder = try container.superDecoder(forKey: .inner)
                superPath = AnyCodingKey.pathDescription(superDecoder.codingPath)
                missingIsNull = try container.superDecoder(forKey: .absent).singleValueContainer().decodeNil()
            }
        }
        let value = try ClientJSONDecoder().decode(Outer.self, from: Data(#"{"inner":{"x":1},"list":[1,{"y":2}]}"#.utf8))
        #expect(value.innerPath == "list[1]")
        #expect(value.superPath == "inner")
        #expect(value.missingIsNull)
    }

    @Test func decodesFromAStringWithoutCopyingIntoData() throws {
        #expect(try ClientJSONDecoder().decode([String].self, from: #"["a","é"]"#) == ["a", "é"])
    }
}

/// Objects with many members decode in time proportional to their size: the names first, then
/// each member in order, as `Dictionary` does, never a scan from the start per member.
@Suite(.timeLimit(.minutes(10)))
struct ClientJSONDecoderLargeObjectTests {
    static func object(_ count: Int, value: (Int) -> String) -> Data {
        Data(("{" + (0..<count).map { "\"k\($0)\":\(value($0))" }.joined(separator: ",") + "}").utf8)
    }

    @Test func aDictionaryOfOneHundredThousandMembers() throws {
        let count = 100_000
        let map = try ClientJSONDecoder().decode([String: Int].self, from: Self.object(count) { "\($0)" })
        #expect(map.count == count)
        #expect(map["k99999"] == 99_999)
    }

    @Test func nestedDictionariesKeepTheirPlace() throws {
        let inner = "{" + (0..<20).map { "\"i\($0)\":\($0)" }.joined(separator: ",") + "}"
        let map = try ClientJSONDecoder().decode([String: [String: Int]].self, from: Self.object(20_000) { _ in inner })
        #expect(map.count == 20_000)
        #expect(map["k19999"]?["i19"] == 19)
    }

    @Test func repeatedNamesInALargeObjectStillGiveTheFirst() throws {
        let text = "{" + (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + ",\"k3\":-1}"
        let map = try ClientJSONDecoder().decode([String: Int].self, from: Data(text.utf8))
        #expect(map["k3"] == 3)
        #expect(map == (try JSONDecoder().decode([String: Int].self, from: Data(text.utf8))))
    }
}
