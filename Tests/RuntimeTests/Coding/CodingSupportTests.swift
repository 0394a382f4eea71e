import Foundation
import Testing
import AIClientRuntime

/// A hand-written stand-in for what the generator emits, to test the runtime pieces it uses.
private enum Role: OpenEnum, EmptyDecodable {
    case user
    case assistant
    case unknown(String)

    init(rawValue: String) {
        switch rawValue {
        case "user": self = .user
        case "assistant": self = .assistant
        default: self = .unknown(rawValue)
        }
    }

    var rawValue: String {
        switch self {
        case .user: "user"
        case .assistant: "assistant"
        case .unknown(let value): value
        }
    }
}

private struct Usage: Decodable {
    var promptTokens: Int
    var role: Role
    var items: [String]

    enum CodingKeys: String, CodingKey {
        case promptTokens = "prompt_tokens"
        case role
        case items
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        promptTokens = try container.decodeRequired(Int.self, forKey: .promptTokens, in: decoder)
        role = try container.decodeRequired(Role.self, forKey: .role, in: decoder)
        items = try container.decodeRequired([String].self, forKey: .items, in: decoder)
    }
}

@Suite struct CodingSupportTests {
    @Test func openEnumKeepsUnknownValuesAndReencodesThem() throws {
        let decoded = try JSONDecoder().decode([Role].self, from: Data(#"["user","critic"]"#.utf8))
        #expect(decoded == [.user, .unknown("critic")])
        let encoded = try JSONEncoder().encode(decoded)
        #expect(String(decoding: encoded, as: UTF8.self) == #"["user","critic"]"#)
        let literal: Role = "assistant"
        #expect(literal == .assistant)
    }

    @Test func absentAndNullRequiredMembersAreReportedNotFatal() throws {
        let decoder = JSONDecoder()
        let collector = DecodingIssueCollector()
        decoder.userInfo[DecodingIssueCollector.userInfoKey] = collector
        let usage = try decoder.decode(Usage.self, from: Data(#"{"role":null}"#.utf8))
        #expect(usage.promptTokens == 0)
        #expect(usage.role.rawValue == "")
        #expect(usage.items.isEmpty)
        #expect(collector.issues.map(\.description) == [
            "prompt_tokens: required member is absent; decoded as its empty value",
            "role: required member is null; decoded as its empty value",
            "items: required member is absent; decoded as its empty value",
        ])
    }

    @Test func wrongTypesStillFail() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Usage.self, from: Data(#"{"prompt_tokens":"many","role":"user","items":[]}"#.utf8))
        }
    }

    @Test func unionHelpersPeekWithoutConsuming() throws {
        struct Probe: Decodable {
            var tag: String?
            var kind: UnionDecoding.Kind
            var keys: Set<String>
            init(from decoder: any Decoder) throws {
                tag = UnionDecoding.tag(of: decoder, key: "type")
                kind = UnionDecoding.kind(of: decoder)
                keys = UnionDecoding.keys(of: decoder)
            }
        }
        let probes = try JSONDecoder().decode([Probe].self, from: Data(#"[{"type":"text","text":"hi"},"plain",[1],3,2.5,true,null]"#.utf8))
        #expect(probes.map(\.tag) == ["text", nil, nil, nil, nil, nil, nil])
        #expect(probes.map(\.kind) == [.object, .string, .array, .integer, .number, .bool, .null])
        #expect(probes[0].keys == ["type", "text"])
    }

    @Test func codingPathsReadLikeSwift() {
        let path: [any CodingKey] = [AnyCodingKey("choices"), AnyCodingKey(intValue: 0), AnyCodingKey("message")]
        #expect(AnyCodingKey.pathDescription(path) == "choices[0].message")
    }
}
