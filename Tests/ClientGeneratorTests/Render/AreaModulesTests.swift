import Foundation
import Testing
@testable import ClientGenerator

/// `areaModules: true`: each area folder is a module (`_<Module><Area>`, `_<Module>Shared`), the
/// client type is in `_<Module>Core`, and `<Module>` re-exports them all. Generated code names
/// each type with the module that declares it and imports the modules whose types it names.
@Suite struct AreaModulesTests {
    static func generate(areaModules: Bool = true, areas: [String]? = nil) throws -> [String: String] {
        var config = GenerationConfig(spec: TestFiles.fixture("layout/v1.yaml"), module: "Layout", output: "unused")
        config.client = "LayoutClient"
        config.areaModules = areaModules
        config.areas = areas
        return try GenerationJob(config: config, readFile: GeneratedOutputTests.read).run().output.files
    }

    static func imports(_ text: String?) -> [String] {
        (text ?? "").split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) }
    }

    @Test func eachFileImportsTheModulesOfTheTypesItNames() throws {
        let files = try Self.generate()
        // An area's type that names a shared one.
        #expect(Self.imports(files["Chat/Completion.swift"]) == ["AIClientRuntime", "Foundation", "_LayoutShared"])
        // Shared types name only shared types.
        #expect(Self.imports(files["Shared/Usage.swift"]) == ["AIClientRuntime", "Foundation"])
        // Resource methods extend the client type, in the core module; the chat methods name
        // only the Chat area's types.
        #expect(Self.imports(files["Chat/LayoutClient+Chat.swift"]) == ["AIClientRuntime", "Foundation", "_LayoutCore"])
        // A namespace's resource (`beta.chat`) holds the Chat area's methods.
        #expect(Self.imports(files["Beta/LayoutClient+Beta.swift"]) == ["AIClientRuntime", "Foundation", "_LayoutChat", "_LayoutCore"])
    }

    @Test func qualifiedNamesUseTheDeclaringModule() throws {
        let files = try Self.generate()
        let chat = try #require(files["Chat/LayoutClient+Chat.swift"])
        #expect(chat.contains("_LayoutChat.CompletionRequest"))
        #expect(!chat.contains(" Layout.Completion"))
        let beta = try #require(files["Beta/LayoutClient+Beta.swift"])
        #expect(beta.contains("_LayoutChat.BetaCompletionRequest"))
    }

    @Test func theModuleReexportsEveryAreaModule() throws {
        let manifest = try #require(try Self.generate()["Generated+Manifest.swift"])
        let reexported = manifest.split(separator: "\n").filter { $0.hasPrefix("@_exported import ") }.map { String($0.dropFirst("@_exported import ".count)) }
        #expect(reexported == ["AIClientRuntime", "_LayoutBeta", "_LayoutChat", "_LayoutCore", "_LayoutFiles", "_LayoutShared"])
    }

    /// Resource structs open `core` to the conveniences above them, as SPI only.
    @Test func resourcesShareTheirCoreAsSPI() throws {
        let chat = try #require(try Self.generate()["Chat/LayoutClient+Chat.swift"])
        #expect(chat.contains("@_spi(Generated) public let core: APIClientCore"))
        #expect(chat.contains("@_spi(Generated) public init(core: APIClientCore)"))
    }

    /// Off by default, and off for a client of a few areas (one target): the output is one module.
    @Test func oneModuleUnlessAskedForTheWholeSpec() throws {
        for files in [try Self.generate(areaModules: false), try Self.generate(areas: ["chat"])] {
            let imports = Set(files.values.flatMap { Self.imports($0) })
            #expect(imports == ["AIClientRuntime", "Foundation"])
            #expect(!(files["Generated+Manifest.swift"] ?? "").contains("@_exported import Layout"))
            #expect(!(files.values.contains { $0.contains("@_spi(Generated)") }))
        }
    }
}

/// The package lists the OpenAI client's area modules (`openAIAreas` in Package.swift) as the
/// generator lays them out: one per folder of Sources/OpenAI/Generated, each using the areas
/// its files import.
@Suite struct AreaModulesPackageTests {
    static let generated = TestFiles.packageRoot + "/Sources/OpenAI/Generated"

    /// `("Folder", ["Uses", …])` entries of `openAIAreas`.
    static func packageAreas() throws -> [String: Set<String>] {
        let manifest = try String(contentsOfFile: TestFiles.packageRoot + "/Package.swift", encoding: .utf8)
        let start = try #require(manifest.range(of: "let openAIAreas"))
        let end = try #require(manifest.range(of: "]\n", range: start.upperBound..<manifest.endIndex))
        let list = String(manifest[start.upperBound..<end.upperBound])
        var areas: [String: Set<String>] = [:]
        let pattern = try NSRegularExpression(pattern: #"\("(\w+)", \[([^\]]*)\]\)"#)
        for match in pattern.matches(in: list, range: NSRange(list.startIndex..., in: list)) {
            guard let folder = Range(match.range(at: 1), in: list), let uses = Range(match.range(at: 2), in: list) else { continue }
            areas[String(list[folder])] = Set(list[uses].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }.filter { !$0.isEmpty })
        }
        return areas
    }

    /// Each area folder with the `_OpenAI<Area>` modules its files import.
    static func generatedAreas() throws -> [String: Set<String>] {
        let manager = FileManager.default
        var areas: [String: Set<String>] = [:]
        for folder in try manager.contentsOfDirectory(atPath: generated).sorted() {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: generated + "/" + folder, isDirectory: &isDirectory), isDirectory.boolValue,
                  !["Shared", "Standalone", "Webhooks"].contains(folder) else { continue }
            var uses: Set<String> = []
            for file in try manager.contentsOfDirectory(atPath: generated + "/" + folder) where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: generated + "/" + folder + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import _OpenAI") {
                    uses.insert(String(line.dropFirst("import _OpenAI".count)))
                }
            }
            areas[folder] = uses.subtracting(["Core", "Shared"])
        }
        return areas
    }

    @Test func everyAreaFolderIsAModuleWithTheAreasItUses() throws {
        let generated = try Self.generatedAreas()
        try #require(generated.count > 20)
        #expect(try Self.packageAreas() == generated)
    }

    /// Shared types use no area, and no area uses the module above it.
    @Test func modulesFormTheLayersTheLayoutPromises() throws {
        let manager = FileManager.default
        for file in try manager.contentsOfDirectory(atPath: Self.generated + "/Shared") {
            let text = try String(contentsOfFile: Self.generated + "/Shared/" + file, encoding: .utf8)
            #expect(!text.contains("\nimport _OpenAI") && !text.contains("\nimport OpenAI"), "Shared/\(file)")
        }
        for folder in try Self.generatedAreas().keys {
            for file in try manager.contentsOfDirectory(atPath: Self.generated + "/" + folder) {
                let text = try String(contentsOfFile: Self.generated + "/" + folder + "/" + file, encoding: .utf8)
                #expect(!text.contains("\nimport OpenAI\n"), "\(folder)/\(file) imports the module above it")
            }
        }
    }
}
