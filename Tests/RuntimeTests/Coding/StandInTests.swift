import AIClientRuntime
import Foundation
import Testing

/// What generated code emits for an object with a constant tag, a nested object and extra
/// members: hand-written here to test the runtime pieces it calls.
private struct Tool: Codable, Hashable, EmptyDecodable {
    var type: String
    var schema: Schema
    var additionalProperties: [String: JSONValue]

    static var emptyValue: Self { Self(type: "function", schema: .emptyValue, additionalProperties: [:]) }

    struct Schema: Codable, Hashable, EmptyDecodable {
        var kind: String
        static var emptyValue: Self { Self(kind: .emptyValue) }
    }

    enum CodingKeys: String, CodingKey {
        case type
        case schema
    }

    init(type: String, schema: Schema, additionalProperties: [String: JSONValue]) {
        self.type = type
        self.schema = schema
        self.additionalProperties = additionalProperties
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "function")
        schema = try container.decodeRequired(Schema.self, forKey: .schema, in: decoder)
        additionalProperties = try AdditionalMembers.decode(from: decoder, excluding: CodingKeys.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(schema, forKey: .schema)
        try AdditionalMembers.encode(additionalProperties, to: encoder)
    }
}

@Suite struct StandInTests {
    fileprivate func decode(_ text: String) throws -> (Tool, [String]) {
        let decoder = JSONDecoder()
        let collector = DecodingIssueCollector()
        decoder.userInfo[DecodingIssueCollector.userInfoKey] = collector
        let tool = try decoder.decode(Tool.self, from: Data(text.utf8))
        return (tool, collector.issues.map(\.description))
    }

    @Test func absentConstantTagIsStoodInAndReported() throws {
        let (tool, issues) = try decode(#"{"schema":{"kind":"object"}}"#)
        #expect(tool.type == "function")
        #expect(issues == ["type: required member is absent; decoded as its empty value"])
    }

    @Test func absentOrNullRequiredObjectIsEmptyAndReported() throws {
        let (absent, absentIssues) = try decode(#"{"type":"function"}"#)
        #expect(absent.schema == .emptyValue)
        #expect(absentIssues == ["schema: required member is absent; decoded as its empty value"])
        let (null, nullIssues) = try decode(#"{"type":"function","schema":null}"#)
        #expect(null.schema.kind == "")
        #expect(nullIssues == ["schema: required member is null; decoded as its empty value"])
    }

    @Test func undeclaredMembersAreKeptAndSentBack() throws {
        let text = #"{"type":"function","schema":{"kind":"object"},"strict":true,"x":{"y":[1]}}"#
        let (tool, issues) = try decode(text)
        #expect(issues.isEmpty)
        #expect(tool.additionalProperties == ["strict": true, "x": ["y": [1]]])
        let encoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(tool))
        #expect(encoded == (try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))))
    }

    @Test func aWrongTypeInAnExtraMemberIsNotHidden() throws {
        // Extra members are JSONValue here, so any JSON is fine; a typed map still checks.
        struct Counts: Decodable {
            enum CodingKeys: String, CodingKey { case total }
            var extra: [String: Int]
            init(from decoder: any Decoder) throws {
                extra = try AdditionalMembers.decode(from: decoder, excluding: CodingKeys.self)
            }
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Counts.self, from: Data(#"{"total":1,"a":"many"}"#.utf8))
        }
        let counts = try JSONDecoder().decode(Counts.self, from: Data(#"{"total":1,"a":2}"#.utf8))
        #expect(counts.extra == ["a": 2])
    }
}
