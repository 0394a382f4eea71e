import Foundation
import Testing
import AIClientRuntime

/// A hand-written stand-in for a generated struct that contains itself (`Item.parent: Item?`),
/// as the generator writes it: the member that closes the cycle is `@IndirectValue`.
private struct Item: Codable, Hashable, Sendable {
    var id: String
    @IndirectValue var parent: Item?
    var children: [Item]?

    init(id: String, parent: Item? = nil, children: [Item]? = nil) {
        self.id = id
        self.parent = parent
        self.children = children
    }

    enum CodingKeys: String, CodingKey {
        case id, parent, children
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decode(String.self, forKey: .id)
        self.parent = try container.decodeIfPresent(Item.self, forKey: .parent)
        self.children = try container.decodeIfPresent([Item].self, forKey: .children)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encodeIfPresent(self.parent, forKey: .parent)
        try container.encodeIfPresent(self.children, forKey: .children)
    }
}

@Suite struct IndirectValueTests {
    @Test func selfContainingStructRoundTripsThroughJSON() throws {
        let json = #"{"id":"c","parent":{"id":"b","parent":{"id":"a"}},"children":[{"id":"d","parent":{"id":"c"}}]}"#
        let item = try JSONDecoder().decode(Item.self, from: Data(json.utf8))
        #expect(item.parent?.parent?.id == "a")
        #expect(item.parent?.parent?.parent == nil)
        #expect(item.children?.first?.parent?.id == "c")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(item), as: UTF8.self)
        #expect(text == #"{"children":[{"id":"d","parent":{"id":"c"}}],"id":"c","parent":{"id":"b","parent":{"id":"a"}}}"#)
        #expect(try JSONDecoder().decode(Item.self, from: Data(text.utf8)) == item)
    }

    @Test func boxedMemberKeepsValueSemanticsEqualityAndHashing() async throws {
        let root = Item(id: "root")
        var child = Item(id: "child", parent: root)
        let copy = child
        child.parent?.id = "renamed"
        #expect(copy.parent?.id == "root")
        #expect(child.parent?.id == "renamed")
        #expect(copy != child)
        #expect(Item(id: "x", parent: root) == Item(id: "x", parent: Item(id: "root")))
        #expect(Set([Item(id: "x", parent: root), Item(id: "x", parent: root)]).count == 1)
        // Sendable: crosses into a task and back.
        let parentID = await Task { copy.parent?.id }.value
        #expect(parentID == "root")
    }
}
