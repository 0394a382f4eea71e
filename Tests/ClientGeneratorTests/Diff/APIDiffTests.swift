import Foundation
import Testing
@testable import ClientGenerator

/// ``APIDiff``: what changed for callers, and whether it breaks them.
@Suite struct APIDiffTests {
    /// The Swift files generated for one side of the `Fixtures/diff` pair, in memory.
    static func files(_ side: String) throws -> [String: String] {
        var config = GenerationConfig(spec: "Tests/ClientGeneratorTests/Fixtures/diff/\(side).yaml", module: "Shop", output: "unused")
        config.generatesClient = true
        return try GenerationJob(config: config, readFile: GeneratedOutputTests.read).run().output.files.filter { $0.key.hasSuffix(".swift") }
    }

    static func diff(_ old: [String: String], _ new: [String: String]) -> APIDiff {
        let modules = APISurface.moduleNames(in: old).union(APISurface.moduleNames(in: new))
        return APIDiff(old: APISurface(files: old, modules: modules), new: APISurface(files: new, modules: modules))
    }

    static func lines(_ category: APIDiff.Category, in diff: APIDiff) -> [String] {
        diff.changes(category).map(APIDiff.line)
    }

    @Test func theFixturePair() throws {
        let diff = Self.diff(try Self.files("old"), try Self.files("new"))
        #expect(diff.summary == "API changes: 6 breaking, 2 deprecated, 4 added, 0 compatible")
        #expect(diff.hasBreakingChanges)
        #expect(Self.lines(.breaking, in: diff) == [
            // Removals first: an operation, and a union case whose tag was renamed.
            "removed case `Part.image`",
            "removed operation `ShopClient.Things.delete(thingID:options:)`: `(thingID: String, options: RequestOptions = .init()) async throws -> Thing`",
            // A member made required: its type, and the initializer a call site no longer compiles against.
            "changed member `CreateThingRequest.color`: `APIColor?` → `APIColor`",
            "changed initializer `CreateThingRequest.init(name:color:)`: `(name: String, color: APIColor? = nil)` → `(name: String, color: APIColor)` (`color` is `APIColor`, was `APIColor?`; `color` is now required)",
            // A member's type changed.
            "changed member `Thing.count`: `Int?` → `Double?`",
            "changed initializer `Thing.init(id:count:color:parts:note:)`: `(id: String, count: Int? = nil, color: APIColor? = nil, parts: [Part]? = nil, note: String? = nil)` → `(id: String, count: Double? = nil, color: APIColor? = nil, label: String? = nil, parts: [Part]? = nil, note: String? = nil)` (`count` is `Double?`, was `Int?`; new `label` with a default)",
        ])
        #expect(Self.lines(.deprecated, in: diff) == ["deprecated type `LegacyThing`", "deprecated member `Thing.note`"])
        #expect(Self.lines(.added, in: diff) == [
            "added case `APIColor.blue`",
            "added case `Part.picture`: `(ImagePart)`",
            "added operation `ShopClient.Things.archive(thingID:options:)`: `(thingID: String, options: RequestOptions = .init()) async throws -> Thing`",
            "added member `Thing.label`: `String?`",
        ])
    }

    @Test func identicalInputsHaveNoChanges() throws {
        let files = try Self.files("old")
        let diff = Self.diff(files, files)
        #expect(diff.changes.isEmpty)
        #expect(diff.markdown == "# API changes: none\n")
    }

    /// Sections in order, each only when it has changes; removals before changes.
    @Test func theReportPutsBreakingChangesFirst() throws {
        let markdown = Self.diff(try Self.files("old"), try Self.files("new")).markdown
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("#") }
        #expect(headings == ["# API changes: 6 breaking, 2 deprecated, 4 added, 0 compatible", "## Breaking changes (6)", "## Deprecations (2)", "## Additions (4)"])
        #expect(markdown.split(separator: "\n", omittingEmptySubsequences: false)[4] == "- removed case `Part.image`")
    }

    static func function(_ name: String, _ parameters: [APISurface.Parameter], result: String = "") -> APISurface.Entry {
        let labels = parameters.map { $0.label + ":" }.joined()
        let signature = "(" + parameters.map(\.text).joined(separator: ", ") + ")" + (result.isEmpty ? "" : " " + result)
        return APISurface.Entry(kind: name.hasSuffix("init") ? .initializer : .operation, name: "\(name)(\(labels))",
                                signature: signature, parameters: parameters, result: result)
    }

    /// A call site keeps compiling when parameters only gain defaults or new defaulted
    /// neighbours; it breaks when one moves, goes, loses its default, or the result changes.
    @Test func functionCompatibility() {
        let id = APISurface.Parameter(label: "id", type: "String")
        let limit = APISurface.Parameter(label: "limit", type: "Int?", defaultValue: "nil")
        let order = APISurface.Parameter(label: "order", type: "Order?", defaultValue: "nil")
        let options = APISurface.Parameter(label: "options", type: "RequestOptions", defaultValue: ".init()")
        let old = Self.function("Client.Things.list", [id, limit, options], result: "async throws -> Page")
        func compare(_ parameters: [APISurface.Parameter], result: String = "async throws -> Page") -> (Bool, [String]) {
            let (breaking, notes) = APIDiff.compareFunctions(old, Self.function("Client.Things.list", parameters, result: result))
            return (breaking, notes)
        }
        #expect(compare([id, limit, order, options]) == (false, ["new `order` with a default"]))
        #expect(compare([id, APISurface.Parameter(label: "limit", type: "Int?", defaultValue: "10"), options]) == (false, ["`limit` defaults to `10`, was `nil`"]))
        #expect(compare([id, options]) == (true, ["`limit` removed"]))
        #expect(compare([limit, id, options]) == (true, ["`limit` moved"]))
        #expect(compare([id, APISurface.Parameter(label: "limit", type: "Int?"), options]) == (true, ["`limit` is now required"]))
        #expect(compare([id, limit, APISurface.Parameter(label: "order", type: "Order"), options]) == (true, ["new `order` without a default"]))
        #expect(compare([id, limit, options], result: "async throws -> Page2") == (true, ["result is `async throws -> Page2`, was `async throws -> Page`"]))
    }

    /// The paginated twin (`-> PageSequence`, not `async`) and the `async` method share their
    /// labels and stay two entries; a removed type takes its members with it.
    @Test func twinsAndRemovedTypes() {
        let async = Self.function("Client.Things.list", [], result: "async throws -> Page")
        let sequence = Self.function("Client.Things.list", [], result: "-> PageSequence<Page, Thing>")
        let type = APISurface.Entry(kind: .type, name: "Thing", signature: "struct: Codable")
        let member = APISurface.Entry(kind: .member, name: "Thing.id", signature: "String")
        let diff = APIDiff(old: APISurface(entries: [async, sequence, type, member]), new: APISurface(entries: [async]))
        #expect(diff.changes.map(APIDiff.line) == [
            "removed operation `Client.Things.list()`: `() -> PageSequence<Page, Thing>`",
            "removed type `Thing`",
        ])
    }

    /// `Hashable` keeps `Equatable`; losing `ExpressibleByStringLiteral` breaks `.user("Hi")`.
    @Test func typeCompatibility() {
        #expect(APIDiff.compareTypes("struct: Codable, Equatable", "struct: Codable, Hashable") == (false, ["now `Hashable`"]))
        #expect(APIDiff.compareTypes("struct: Codable, ExpressibleByStringLiteral", "struct: Codable") == (true, ["no longer `ExpressibleByStringLiteral`"]))
        #expect(APIDiff.compareTypes("typealias = Citation", "struct: Codable") == (true, ["was a typealias, now a struct"]))
    }
}
