import AIClientRuntime
import Foundation
import Testing

/// What generated code emits for a union whose object variants are tried in turn: the first
/// variant stands in its absent `label`, then fails on `size`; the second keeps the value.
/// Hand-written here to test the runtime pieces it calls.
private struct Labelled: Decodable {
    enum CodingKeys: String, CodingKey { case label, size }
    var label: String
    var size: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decodeRequired(String.self, forKey: .label, in: decoder)
        size = try container.decodeRequired(Int.self, forKey: .size, in: decoder)
    }
}

private struct Named: Decodable {
    enum CodingKeys: String, CodingKey { case name, size }
    var name: String
    var size: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        size = try container.decodeRequired(String.self, forKey: .size, in: decoder)
    }
}

/// Ranked variants tried in order (`UnionDecoding.decodeFirst`).
private enum Ranked: Decodable, Equatable {
    case labelled(size: Int)
    case named(size: String)

    init(from decoder: any Decoder) throws {
        self = try UnionDecoding.decodeFirst([0, 1], in: decoder) { index throws -> Self in
            switch index {
            case 0: return .labelled(size: try Labelled(from: decoder).size)
            default: return .named(size: try Named(from: decoder).size)
            }
        }
    }
}

/// Same-kind variants tried in spec order (`UnionDecoding.attempt`).
private enum InOrder: Decodable, Equatable {
    case labelled(size: Int)
    case named(size: String)

    init(from decoder: any Decoder) throws {
        if let value = UnionDecoding.attempt(in: decoder, { try Labelled(from: decoder) }) {
            self = .labelled(size: value.size); return
        }
        self = .named(size: try Named(from: decoder).size); return
    }
}

@Suite struct TrialIssueTests {
    func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> (T, [String]) {
        let collector = DecodingIssueCollector()
        let decoder = JSONDecoder()
        decoder.userInfo[DecodingIssueCollector.userInfoKey] = collector
        let value = try decoder.decode(type, from: Data(text.utf8))
        return (value, collector.issues.map(\.description))
    }

    @Test func rejectedRankedVariantLeavesNoReports() throws {
        let (value, issues) = try decode([Ranked].self, #"[{"size":"large"}]"#)
        #expect(value == [.named(size: "large")])
        #expect(issues == ["[0].name: required member is absent; decoded as its empty value"])
    }

    @Test func rejectedInOrderVariantLeavesNoReports() throws {
        let (value, issues) = try decode([InOrder].self, #"[{"name":"n","size":"large"}]"#)
        #expect(value == [.named(size: "large")])
        #expect(issues == [])
    }

    @Test func keptVariantKeepsItsReportsAndEarlierOnesStay() throws {
        // The first element's kept stand-in stays; the second element's rejected trial goes.
        let (value, issues) = try decode([Ranked].self, #"[{"size":3},{"name":"n","size":"large"}]"#)
        #expect(value == [.labelled(size: 3), .named(size: "large")])
        #expect(issues == ["[0].label: required member is absent; decoded as its empty value"])
    }

    @Test func noCollectorStillDecodes() throws {
        let value = try JSONDecoder().decode(InOrder.self, from: Data(#"{"name":"n","size":"large"}"#.utf8))
        #expect(value == .named(size: "large"))
    }
}
