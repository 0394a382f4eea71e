import Testing
@testable import ClientGenerator

/// A struct that contains itself by value (`Item.parent: Item?`, or `Owner → Pet → Owner`)
/// would have infinite size: one member per cycle is stored in an `IndirectValue` box
/// (`_parent`, behind the member, which keeps its declared type: a property wrapper is refused
/// in the `nonisolated` structs the generator writes). Arrays and maps need no box. `Scripts/check-specs` on the fixture's folder
/// compiles the result (Azure OpenAI's `InnerError.innererror` is the real-world case).
@Suite struct RecursiveStructTests {
    static func generate() throws -> GenerationJob.Result {
        var config = GenerationConfig(spec: TestFiles.fixtures + "/recursive.yaml", module: "Recursive", output: "/unused")
        config.generatesClient = true
        return try GenerationJob(config: config, readFile: GeneratedOutputTests.read).run()
    }

    static func model(_ name: String, in result: GenerationJob.Result) throws -> String {
        try #require(result.output.files.generatedFile(named: "\(name).swift"), "no \(name).swift in \(result.output.files.keys.sorted())")
    }

    @Test func selfReferenceIsBoxedAndArraysAreNot() throws {
        let item = try Self.model("Item", in: try Self.generate())
        #expect(item.contains("    public var parent: Item? {\n        get { _parent.wrappedValue }\n        set { _parent.wrappedValue = newValue }\n    }\n"), "\(item)")
        #expect(item.contains("    private var _parent: IndirectValue<Item?>\n"))
        #expect(item.contains("    public var children: [Item]?\n"))
        #expect(item.contains("    public var owner: Owner?\n"))
        // Coding and the initializer box the value; the initializer's argument is the member's type.
        #expect(item.contains(#"self._parent = IndirectValue(wrappedValue: try container.decodeIfPresent(Item.self, forKey: "parent"))"#))
        #expect(item.contains("self._parent = IndirectValue(wrappedValue: parent)"))
        #expect(item.contains(#"try container.encodeIfPresent(self._parent.wrappedValue, forKey: "parent")"#))
        #expect(item.contains("        parent: Item? = nil,\n"))
    }

    @Test func cycleThroughTwoStructsGetsOneBox() throws {
        let result = try Self.generate()
        let owner = try Self.model("Owner", in: result)
        let pet = try Self.model("Pet", in: result)
        #expect(owner.contains("    private var _pet: IndirectValue<Pet?>\n"))
        #expect(pet.contains("    public var owner: Owner?\n"))
        #expect(!pet.contains("IndirectValue"))
        #expect(!(try Self.model("Tree", in: result)).contains("IndirectValue"))
    }

    @Test func boxedMembersAreFoundInDeclarations() {
        func object(_ name: String, _ members: [(String, TypeRef)]) -> TypeDecl {
            TypeDecl(name: name, kind: .object(ObjectDecl(properties: members.map {
                PropertyDecl(swiftName: $0.0, jsonName: $0.0, type: $0.1, required: false, nullable: false, doc: DocComment())
            })), doc: DocComment())
        }
        let types = [
            object("A", [("b", .named(["B"])), ("list", .array(.named(["A"])))]),
            object("B", [("c", .named(["C"]))]),
            object("C", [("a", .named(["A"])), ("c", .named(["C"]))]),
            object("D", [("a", .named(["A"]))]),
        ]
        // A → B → C → A is broken once (at A.b, first in order); C → C needs its own box.
        #expect(IndirectMembers.find(in: types) == [["A", "b"], ["C", "c"]])
    }
}
