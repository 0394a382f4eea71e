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
        #expect(Self.imports(files["Chat/LayoutClient+Chat+Completions.swift"]) == ["AIClientRuntime", "Foundation", "_LayoutCore"])
        // `beta.chat.completions` holds the Chat area's methods; the files of `beta` and
        // `beta.chat`, which only declare their structs, import no area.
        #expect(Self.imports(files["Beta/LayoutClient+Beta+Chat+Completions.swift"]) == ["AIClientRuntime", "Foundation", "_LayoutChat", "_LayoutCore"])
        #expect(Self.imports(files["Beta/LayoutClient+Beta+Chat.swift"]) == ["AIClientRuntime", "Foundation", "_LayoutCore"])
        #expect(Self.imports(files["Beta/LayoutClient+Beta.swift"]) == ["AIClientRuntime", "Foundation", "_LayoutCore"])
    }

    @Test func qualifiedNamesUseTheDeclaringModule() throws {
        let files = try Self.generate()
        let chat = try #require(files["Chat/LayoutClient+Chat+Completions.swift"])
        #expect(chat.contains("_LayoutChat.CompletionRequest"))
        #expect(!chat.contains(" Layout.Completion"))
        let beta = try #require(files["Beta/LayoutClient+Beta+Chat+Completions.swift"])
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

/// The package lists each client's families (`openAIFamilies`, `anthropicFamilies` in
/// Package.swift) as the generator lays them out (`families:` in Spec/<client>.config.yaml):
/// every generated folder is a module of a family, each family's module file exists, and no
/// file imports a module its target does not depend on.
@Suite struct FamilyModulesPackageTests {
    static let clients = ["OpenAI", "Anthropic"]

    static func sources(_ client: String) -> String { TestFiles.packageRoot + "/Sources/" + client }
    static func generated(_ client: String) -> String { sources(client) + "/Generated" }

    struct PackageFamily: Equatable {
        var name: String
        var areas: [String]
        var shared = false
        var uses: [String] = []
        var areaUses: [String: [String]] = [:]
        var conveniences = false
    }

    /// The `APIFamily(…)` entries of `<client>Families`, read from Package.swift's text.
    static func packageFamilies(_ client: String) throws -> [PackageFamily] {
        let manifest = try String(contentsOfFile: TestFiles.packageRoot + "/Package.swift", encoding: .utf8)
        let variable = client.prefix(1).lowercased() + client.dropFirst() + "Families"
        let start = try #require(manifest.range(of: "let \(variable): [APIFamily] = ["))
        let end = try #require(manifest.range(of: "\n]\n", range: start.upperBound..<manifest.endIndex))
        let list = String(manifest[start.upperBound..<end.lowerBound])
        func strings(_ text: Substring) -> [String] {
            text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        func field(_ entry: String, _ name: String) -> Substring? {
            guard let range = entry.range(of: name + ": [") else { return nil }
            var depth = 1
            var index = range.upperBound
            while index < entry.endIndex, depth > 0 {
                if entry[index] == "[" { depth += 1 }
                if entry[index] == "]" { depth -= 1 }
                index = entry.index(after: index)
            }
            return entry[range.upperBound..<entry.index(before: index)]
        }
        var result: [PackageFamily] = []
        for entry in list.components(separatedBy: "APIFamily(").dropFirst() {
            let name = try #require(strings(Substring(entry)).first)
            var family = PackageFamily(name: name, areas: field(entry, "areas").map(strings) ?? [])
            family.shared = entry.contains("shared: true")
            family.uses = field(entry, "uses").map(strings) ?? []
            family.conveniences = entry.contains("conveniences: true")
            if let areaUses = field(entry, "areaUses") {
                let names = strings(areaUses)
                if let first = names.first { family.areaUses[first] = Array(names.dropFirst()) }
            }
            result.append(family)
        }
        return result
    }

    static func folders(_ path: String) throws -> [String] {
        let manager = FileManager.default
        return try manager.contentsOfDirectory(atPath: path).sorted().filter { name in
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// `import _<client>…` lines of a folder's files (plain and SPI).
    static func imports(_ client: String, ofFolder folder: String) throws -> Set<String> {
        var found: Set<String> = []
        let path = generated(client) + "/" + folder
        for file in try FileManager.default.contentsOfDirectory(atPath: path) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: path + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import _\(client)") || line.hasPrefix("import \(client)")
                || line.hasPrefix("@_spi(Generated) import _\(client)") {
                found.insert(String(line.split(separator: " ").last ?? ""))
            }
        }
        return found
    }

    @Test(arguments: clients) func thePackageListsTheFamiliesTheConfigDeclares(client: String) throws {
        let package = try Self.packageFamilies(client)
        let configPath = "Spec/\(client.lowercased()).config.yaml"
        let config = try GenerationConfig.read(try GeneratedOutputTests.read(TestFiles.packageRoot + "/" + configPath), path: configPath)
        let declared = try #require(config.families)
        try #require(package.count == declared.families.count && package.count > 1)
        for (listed, family) in zip(package, declared.families) {
            #expect(listed.name == family.name && listed.areas == family.areas && listed.uses == family.uses, "\(listed.name)")
            let shared = FileManager.default.fileExists(atPath: Self.generated(client) + "/" + family.name + "Shared")
            #expect(listed.shared == shared, "\(family.name): shared is \(listed.shared), the folder \(shared ? "exists" : "does not")")
            #expect(FileManager.default.fileExists(atPath: Self.generated(client) + "/Families/\(client)\(family.name).swift"))
            let conveniences = FileManager.default.fileExists(atPath: Self.sources(client) + "/Families/" + family.name)
            #expect(listed.conveniences == conveniences, "\(family.name): conveniences")
            for (area, used) in declared.areaUses where family.areas.contains(area) {
                #expect(listed.areaUses[area] == used, "\(area)")
            }
        }
    }

    @Test(arguments: clients) func everyGeneratedFolderIsAModuleOfAFamily(client: String) throws {
        let families = try Self.packageFamilies(client)
        var known: Set<String> = ["Shared", "Families"]
        for family in families {
            known.formUnion(family.areas)
            if family.shared { known.insert(family.name + "Shared") }
        }
        let folders = Set(try Self.folders(Self.generated(client)))
        #expect(folders.subtracting(known).isEmpty, "folders no family lists: \(folders.subtracting(known).sorted())")
        // Nothing is left in the umbrella's own module: every type has a family, and a
        // namespace's methods are in their areas (or the namespace is an area of a family).
        #expect(!folders.contains("Standalone"))
        #expect(!folders.contains("Beta") || families.contains { $0.areas.contains("Beta") })
    }

    /// Each module imports only what its target depends on (Package.swift's rules).
    @Test(arguments: clients) func noFileImportsAModuleItsTargetLacks(client: String) throws {
        let families = try Self.packageFamilies(client)
        let core = "_\(client)Core", shared = "_\(client)Shared"
        #expect(try Self.imports(client, ofFolder: "Shared").isSubset(of: [core]))
        for family in families {
            // A family's module compiles its areas and its shared folder; they may use the
            // client type, the shared module and the modules of the families it uses.
            let allowed = Set(family.uses.map { client + $0 }).union([core, shared])
            for folder in family.areas + (family.shared ? [family.name + "Shared"] : [])
            where FileManager.default.fileExists(atPath: Self.generated(client) + "/" + folder) {
                let imports = try Self.imports(client, ofFolder: folder)
                #expect(imports.isSubset(of: allowed), "\(folder) imports \(imports.subtracting(allowed).sorted()), which its target lacks")
                #expect(!imports.contains(client + family.name), "\(folder) imports its own module")
            }
        }
    }
}
