import Testing
@testable import ClientGenerator

/// The plan stage (``FilePlan``): every file as data, which one renderer prints. For the
/// `family-modules` golden fixture (a module per area, two families; its text is in
/// `Fixtures/golden/family-modules/expected/`), each file's module and imports, so the layout
/// reads without the Swift.
@Suite struct FilePlanTests {
    static func output() throws -> GeneratorOutput {
        try GenerationJob(config: GoldenOutputTests.config("family-modules"), readFile: GeneratedOutputTests.read).run().output
    }

    /// `path: kind in module | import … | @_spi(Generated) import … | @_exported import …`
    static func summary(_ file: PlannedFile) -> String {
        var parts = ["\(file.path): \(file.kind) in \(file.module ?? "-")"]
        if !file.imports.isEmpty { parts.append("import " + file.imports.joined(separator: ", ")) }
        if !file.spiImports.isEmpty { parts.append("@_spi(Generated) import " + file.spiImports.joined(separator: ", ")) }
        if !file.reexports.isEmpty { parts.append("@_exported import " + file.reexports.flatMap(\.modules).joined(separator: ", ")) }
        return parts.joined(separator: " | ")
    }

    @Test func eachFileHasItsModuleAndImports() throws {
        let lines = try Self.output().plan.files.map(Self.summary)
        #expect(lines == [
            "Chat/BetaCompletionRequest.swift: model in GoldenChat",
            "Chat/Completion.swift: model in GoldenChat | import _GoldenShared",
            "Chat/CompletionRequest.swift: model in GoldenChat",
            // `beta.chat` and what is under it: the Chat area's module; the file that extends the
            // namespace's struct uses its `core` (SPI), the one below extends a type inside it.
            "Chat/GoldenClient+Beta+Chat+Completions.swift: resources in GoldenChat | import _GoldenCore, _GoldenShared",
            "Chat/GoldenClient+Beta+Chat.swift: resources in GoldenChat | import _GoldenCore | @_spi(Generated) import _GoldenShared",
            // Each resource struct a file; each imports what its own methods name.
            "Chat/GoldenClient+Chat+Completions+Messages.swift: resources in GoldenChat | import _GoldenCore",
            "Chat/GoldenClient+Chat+Completions.swift: resources in GoldenChat | import _GoldenCore",
            "Chat/GoldenClient+Chat.swift: resources in GoldenChat | import _GoldenCore",
            "Chat/Message.swift: model in GoldenChat",
            "Chat/MessageList.swift: model in GoldenChat",
            // No operation reaches it: the `unreached` rule `Realtime: chat`.
            "Chat/RealtimeEvent.swift: model in GoldenChat",
            "Endpoints.md: index in -",
            "Families/GoldenChat.swift: family in GoldenChat | @_exported import AIClientRuntime, _GoldenCore, _GoldenShared",
            "Families/GoldenFiles.swift: family in GoldenFiles | @_exported import AIClientRuntime, _GoldenCore, _GoldenShared",
            "Files/FileList.swift: model in GoldenFiles | import _GoldenShared",
            "Files/FileObject.swift: model in GoldenFiles",
            "Files/GoldenClient+Files.swift: resources in GoldenFiles | import _GoldenCore",
            "Generated+Manifest.swift: manifest in Golden | @_exported import AIClientRuntime, GoldenChat, GoldenFiles",
            // The namespace's struct, which both families' resources may extend.
            "Shared/GoldenClient+Beta.swift: resources in _GoldenShared | import _GoldenCore",
            // Both families reach it.
            "Shared/Usage.swift: model in _GoldenShared",
        ])
    }

    /// A resource file declares one struct, named by its path; a model file its type.
    @Test func eachFileSaysWhatItDeclares() throws {
        let plan = try Self.output().plan
        #expect(plan["Chat/GoldenClient+Chat+Completions+Messages.swift"]?.declarations == ["GoldenClient.Chat.Completions.Messages"])
        #expect(plan["Chat/GoldenClient+Beta+Chat.swift"]?.declarations == ["GoldenClient.Beta.Chat"])
        #expect(plan["Shared/GoldenClient+Beta.swift"]?.declarations == ["GoldenClient.Beta"])
        #expect(plan["Shared/Usage.swift"]?.declarations == ["Usage"])
        #expect(plan["Generated+Manifest.swift"]?.declarations == ["GoldenGeneratedManifest"])
    }

    /// The files of the output are the plan, rendered.
    @Test func theFilesAreThePlanRendered() throws {
        let output = try Self.output()
        #expect(output.files == output.plan.rendered())
        #expect(Set(output.files.keys) == Set(output.plan.files.map(\.path)))
    }

    /// The renderer prints what the plan says: the header, the runtime and Foundation, the
    /// imports sorted, SPI ones after, a blank line and the body; re-exports (each group after
    /// a blank line) in place of the runtime's import; an index as its body.
    @Test func theRendererPrintsThePlan() {
        var methods = PlannedFile(path: "A/X.swift", kind: .resources, module: "_MA", body: "struct X {}\n")
        methods.imports = ["_MCore", "_MB"]
        methods.spiImports = ["_MShared"]
        var manifest = PlannedFile(path: "Generated+Manifest.swift", kind: .manifest, body: "enum M {}\n")
        manifest.reexports = [.init(comment: ["Why."], modules: ["AIClientRuntime"]), .init(comment: [], modules: ["MA", "MB"])]
        var family = PlannedFile(path: "Families/MA.swift", kind: .family, body: "")
        family.reexports = [.init(comment: ["A family."], modules: ["AIClientRuntime", "_MA"])]
        let index = PlannedFile(path: "Endpoints.md", kind: .index, body: "# Index\n")
        let files = FilePlan(header: "// Header.\n", files: [methods, manifest, family, index]).rendered()
        #expect(files["A/X.swift"] == "// Header.\n\nimport AIClientRuntime\nimport Foundation\nimport _MB\nimport _MCore\n@_spi(Generated) import _MShared\n\nstruct X {}\n")
        #expect(files["Generated+Manifest.swift"] == "// Header.\n\n// Why.\n@_exported import AIClientRuntime\n\n@_exported import MA\n@_exported import MB\n\nenum M {}\n")
        #expect(files["Families/MA.swift"] == "// Header.\n\n// A family.\n@_exported import AIClientRuntime\n@_exported import _MA\n")
        #expect(files["Endpoints.md"] == "# Index\n")
    }
}
