import Foundation
import Testing
@testable import ClientGenerator

/// `families:` groups areas into products: shared types sit with the one family that owns them,
/// types no operation reaches go to the area their name says, a namespace's resources sit with
/// their area's types, and each family is a module that re-exports its areas.
@Suite struct FamiliesTests {
    static func generate(_ families: Families, hashable: Bool = false) throws -> [String: String] {
        var config = GenerationConfig(spec: TestFiles.fixture("layout/v1.yaml"), module: "Layout", output: "unused")
        config.client = "LayoutClient"
        config.areaModules = true
        config.families = families
        config.hashable = hashable
        return try GenerationJob(config: config, readFile: GeneratedOutputTests.read).run().output.files
    }

    static func folder(of file: String, in files: [String: String]) -> String? {
        files.keys.first { $0.hasSuffix("/" + file) }.map { String($0.split(separator: "/")[0]) }
    }

    /// `Usage` is reached by the chat and the files operations.
    @Test func aTypeTwoAreasReachSitsWithTheirFamily() throws {
        let one = try Self.generate(Families(families: [.init(name: "Text", areas: ["Chat", "Files"])]))
        #expect(Self.folder(of: "Usage.swift", in: one) == "TextShared")
        let two = try Self.generate(Families(families: [.init(name: "Chat", areas: ["Chat"]), .init(name: "Files", areas: ["Files"])]))
        #expect(Self.folder(of: "Usage.swift", in: two) == "Shared")
        // A family that uses another leaves the shared type with the used one.
        let layered = try Self.generate(Families(families: [.init(name: "Chat", areas: ["Chat"]), .init(name: "Files", areas: ["Files"], uses: ["Chat"])]))
        #expect(Self.folder(of: "Usage.swift", in: layered) == "ChatShared")
        #expect(AreaModulesTests.imports(layered["Files/FileList.swift"]).contains("LayoutChat"))
        // Within a family, an area that uses another leaves it there.
        let areaUses = try Self.generate(Families(families: [.init(name: "Text", areas: ["Chat", "Files"])], areaUses: ["Files": ["Chat"]]))
        #expect(Self.folder(of: "Usage.swift", in: areaUses) == "Chat")
    }

    @Test func unreachedTypesGoToTheAreaTheirNameSays() throws {
        let families = Families(families: [.init(name: "Chat", areas: ["Chat"]), .init(name: "Files", areas: ["Files"])],
                                unreached: [.init(prefix: "Real", area: "Files"), .init(prefix: "Realtime", area: "Chat")])
        let files = try Self.generate(families)
        // The longest prefix wins; a name no rule matches stays in the umbrella's Standalone/.
        #expect(Self.folder(of: "RealtimeEvent.swift", in: files) == "Chat")
        #expect(Self.folder(of: "Con+Type.swift", in: files) == "Standalone")
    }

    @Test func aNamespacesResourcesSitWithTheirAreasTypes() throws {
        let files = try Self.generate(Families(families: [.init(name: "Chat", areas: ["Chat"]), .init(name: "Files", areas: ["Files"])]))
        #expect(!files.keys.contains { $0.hasPrefix("Beta/") })
        let namespace = try #require(files["Shared/LayoutClient+Beta.swift"])
        #expect(namespace.contains("public nonisolated struct Beta: Sendable") && !namespace.contains("func create"))
        let resource = try #require(files["Chat/LayoutClient+Beta+Chat.swift"])
        #expect(resource.contains("nonisolated extension LayoutClient.Beta {"))
        #expect(resource.contains("@_spi(Generated) import _LayoutShared\n"))
        // Its child, beside it, extends it and names the namespace (a plain import).
        let child = try #require(files["Chat/LayoutClient+Beta+Chat+Completions.swift"])
        #expect(child.contains("nonisolated extension LayoutClient.Beta.Chat {"))
        #expect(child.contains("LayoutChat.BetaCompletionRequest"))
        #expect(child.contains("\nimport _LayoutShared\n") && !child.contains("@_spi(Generated) import"))
    }

    /// A namespace a family lists as an area keeps its resources and the types only they reach
    /// apart from the GA area (OpenAI's `Beta` family: a GA app does not compile the beta API).
    @Test func aNamespaceListedAsAnAreaIsAnAreaOfItsOwn() throws {
        let files = try Self.generate(Families(families: [
            .init(name: "Chat", areas: ["Chat", "Files"]), .init(name: "Beta", areas: ["Beta"], uses: ["Chat"]),
        ]))
        #expect(Self.folder(of: "BetaCompletionRequest.swift", in: files) == "Beta")
        #expect(files.keys.contains { $0.hasPrefix("Beta/LayoutClient+Beta") })
        #expect(!files.keys.contains { $0.hasPrefix("Shared/LayoutClient+Beta") })
        // `Completion` is reached by both: it sits with the family the beta one uses.
        #expect(Self.folder(of: "Completion.swift", in: files) == "ChatShared")
    }

    /// One resource of a namespace as an area of its own (Anthropic's `beta.messages`): its
    /// methods and the types only it reaches leave the GA family; the namespace's struct stays
    /// in `Shared/`, where every family's resources of it extend it.
    @Test func aNamespacesResourceListedAsAnAreaIsAnAreaOfItsOwn() throws {
        let files = try Self.generate(Families(
            families: [.init(name: "Chat", areas: ["Chat", "Files"]), .init(name: "BetaChat", areas: ["BetaChat"], uses: ["Chat"])],
            namespacedAreas: ["BetaChat"]))
        #expect(Self.folder(of: "BetaCompletionRequest.swift", in: files) == "BetaChat")
        #expect(files["BetaChat/LayoutClient+Beta+Chat.swift"]?.contains("nonisolated extension LayoutClient.Beta {") == true)
        #expect(files["BetaChat/LayoutClient+Beta+Chat+Completions.swift"]?.contains("nonisolated extension LayoutClient.Beta.Chat {") == true)
        #expect(files["Shared/LayoutClient+Beta.swift"]?.contains("public nonisolated struct Beta: Sendable") == true)
        #expect(!files.keys.contains { $0.hasPrefix("Chat/LayoutClient+Beta") })
        #expect(Self.folder(of: "Completion.swift", in: files) == "ChatShared")
        // Read from a config: `beta.chat` names the folder `BetaChat`.
        let text = "spec: s.yaml\nmodule: M\noutput: out\nfamilies: {Chat: [chat], BetaChat: {areas: [beta.chat], uses: [Chat]}}\n"
        let config = try GenerationConfig.read(Array(text.utf8), path: "c.yaml")
        #expect(config.families?.namespacedAreas == ["BetaChat"])
        #expect(config.families?.families.last?.areas == ["BetaChat"])
    }

    @Test func eachFamilyIsAModuleThatReexportsItsAreas() throws {
        let files = try Self.generate(Families(families: [.init(name: "Chat", areas: ["Chat"]), .init(name: "Files", areas: ["Files", "Webhooks"], uses: ["Chat"])]))
        let family = try #require(files["Families/LayoutFiles.swift"])
        let exported = family.split(separator: "\n").filter { $0.hasPrefix("@_exported import ") }.map { String($0.dropFirst("@_exported import ".count)) }
        // The module compiles its areas itself; it re-exports the shared module and the families it uses.
        #expect(exported == ["AIClientRuntime", "_LayoutCore", "_LayoutShared", "LayoutChat"])
        let manifest = try #require(files["Generated+Manifest.swift"])
        #expect(manifest.contains("@_exported import LayoutChat\n@_exported import LayoutFiles\n"))
        // Webhook payloads are a module of their own once a family lists them.
        #expect(files["Webhooks/FileReadyEvent.swift"].map { !$0.isEmpty } == true)
    }

    @Test func anAreaInNoFamilyIsReported() throws {
        var config = GenerationConfig(spec: TestFiles.fixture("layout/v1.yaml"), module: "Layout", output: "unused")
        config.client = "LayoutClient"
        config.areaModules = true
        config.families = Families(families: [.init(name: "Chat", areas: ["Chat"])])
        let diagnostics = try GenerationJob(config: config, readFile: GeneratedOutputTests.read).run().diagnostics
        #expect(diagnostics.contains { $0.message.contains("the area 'Files' is in no family") })
    }

    @Test func structsAndUnionsAreEquatableUnlessAskedForHashable() throws {
        let families = Families(families: [.init(name: "Text", areas: ["Chat", "Files"])])
        let plain = try #require(try Self.generate(families)["Chat/Message.swift"])
        #expect(plain.contains("public nonisolated struct Message: Codable, Equatable, Sendable"))
        let hashable = try #require(try Self.generate(families, hashable: true)["Chat/Message.swift"])
        #expect(hashable.contains("public nonisolated struct Message: Codable, Hashable, Sendable"))
        // Enums of raw values stay Hashable either way (they are open enums).
        #expect(plain.contains("OpenEnum"))
    }

    @Test func configProblemsAreErrorsWithTheirPlace() throws {
        let cases: [(String, String)] = [
            ("families: {Chat: [chat], Files: {areas: [files], uses: [Nope]}}", "uses 'Nope', which is not a family"),
            ("families: {Chat: {areas: [chat], uses: [Files]}, Files: {areas: [files], uses: [Chat]}}", "uses itself"),
            ("families: {Chat: [chat], Files: [chat]}", "area 'Chat' is in two families"),
            ("families: {chat: [chat]}", "must be a capitalized Swift identifier"),
            ("families: {Chat: [chat]}\nunreached: [Realtime]", "'unreached' must map"),
            ("unreached: {Realtime: chat}", "need 'families'"),
            ("families: {Chat: [chat]}\nunreached: {OAuth: platform}", "'unreached' sends 'OAuth' to 'platform', which no family lists; use one of: chat"),
            ("families: {Chat: [chat], Files: [files]}\nareaUses: {files: [chat]}", "not an area of its family"),
            ("hashable: maybe", "'hashable' must be true or false"),
            ("families: {Chat: [beta.chat.completions]}", "must be a resource or a namespace's resource"),
        ]
        for (yaml, message) in cases {
            let text = "spec: s.yaml\nmodule: M\noutput: out\n" + yaml + "\n"
            #expect(throws: DiagnosticError.self, "\(yaml)") { try GenerationConfig.read(Array(text.utf8), path: "c.yaml") }
            do {
                _ = try GenerationConfig.read(Array(text.utf8), path: "c.yaml")
            } catch {
                #expect(error.diagnostics.contains { $0.message.contains(message) && $0.location != nil }, "\(yaml): \(error.diagnostics.map(\.message))")
            }
        }
    }
}
