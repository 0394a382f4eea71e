import Foundation
import Testing
@testable import ClientGenerator

/// The checked-in clients are exactly what the generator produces from `Spec/`, and
/// generating is deterministic.
@Suite struct GeneratedOutputTests {
    /// Paths stay relative to the package root, as `Scripts/regenerate` sees them, so the
    /// generated headers match.
    @Sendable static func read(_ path: String) throws -> [UInt8] {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: TestFiles.packageRoot + "/" + path)
        return Array(try Data(contentsOf: url))
    }

    static func configs() throws -> [GenerationConfig] {
        let names = try FileManager.default.contentsOfDirectory(atPath: TestFiles.packageRoot + "/Spec")
            .filter { $0.hasSuffix(".config.yaml") }.sorted()
        return try names.map { name in
            let path = "Spec/" + name
            return try GenerationConfig.read(try read(path), path: path)
        }
    }

    static func generate(_ config: GenerationConfig) throws -> GenerationJob.Result {
        try GenerationJob(config: config, readFile: read).run()
    }

    /// One generation per client for the whole suite (a debug build of the generator is slow).
    static let results: [String: Result<GenerationJob.Result, any Error>] = {
        var results: [String: Result<GenerationJob.Result, any Error>] = [:]
        for config in (try? configs()) ?? [] {
            results[config.module] = Result { try generate(config) }
        }
        return results
    }()

    static func result(_ module: String) throws -> GenerationJob.Result {
        let result = try #require(results[module], "no generation config for \(module)")
        return try result.get()
    }

    /// The drift check: fails when someone changed the generator or a spec without running
    /// `Scripts/regenerate`, or edited generated code by hand.
    @Test func checkedInOutputIsUpToDate() throws {
        let configs = try Self.configs()
        #expect(configs.map(\.module) == ["Anthropic", "OpenAI"])
        for config in configs {
            let result = try Self.result(config.module)
            var targets = [(config.output, result.output.files)]
            if let testSupport = config.testSupport { targets.append((testSupport, result.output.testSupportFiles)) }
            for (folder, files) in targets {
                let output = TestFiles.packageRoot + "/" + folder
                let onDisk = Set(Self.swiftFiles(in: output))
                var stale: [String] = []
                for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                    let existing = try? String(contentsOfFile: output + "/" + path, encoding: .utf8)
                    if existing != text { stale.append(path) }
                }
                let extra = onDisk.subtracting(files.keys).sorted()
                #expect(stale.isEmpty && extra.isEmpty,
                        "\(folder) is out of date (run Scripts/regenerate): changed \(stale.prefix(10)), stale \(extra.prefix(10))")
            }
            // The name record is output too: the names this run chose, as the next run reads them.
            let record = try #require(config.nameRecord, "\(config.module) keeps no name record")
            let onDisk = try? String(contentsOfFile: TestFiles.packageRoot + "/" + record, encoding: .utf8)
            #expect(onDisk == result.output.nameRecord.text, "\(record) is out of date (run Scripts/regenerate)")
        }
    }

    @Test func generatingTwiceIsByteIdentical() throws {
        let config = try #require(try Self.configs().first { $0.module == "Anthropic" })
        let first = try Self.result(config.module).output.files
        let second = try Self.generate(config).output
        #expect(first == second.files)
        #expect(try Self.result(config.module).output.nameRecord == second.nameRecord)
    }

    /// Completeness: every component schema has a public type, and every `JSONValue`
    /// fallback is a warning that gives its reason.
    @Test func everyComponentSchemaHasAPublicType() throws {
        for config in try Self.configs() {
            let result = try Self.result(config.module)
            let document = result.spec.document
            let declared = Self.topLevelTypeNames(result.output.files.values)
            var missing: [String] = []
            for named in document.components.schemas {
                guard let typeName = result.output.typeNames[named.reference] else {
                    missing.append(named.name)
                    continue
                }
                if !declared.contains(typeName) { missing.append(named.name) }
            }
            #expect(missing.isEmpty, "\(config.module): no public type for \(missing.prefix(20))")
            #expect(result.output.typeNames.count >= document.components.schemas.count)
            let fallbacks = result.diagnostics.filter { $0.message.hasPrefix("represented as JSONValue") }
            for fallback in fallbacks {
                #expect(fallback.severity == .warning)
                #expect(fallback.location != nil, "\(fallback)")
            }
        }
    }

    /// Names of the public types declared at the top level (column 0) of generated files.
    static func topLevelTypeNames(_ files: some Sequence<String>) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for line in file.split(separator: "\n") where line.hasPrefix("public ") {
                let words = line.split(separator: " ")
                guard let keyword = words.firstIndex(where: { ["struct", "enum", "typealias"].contains($0) }),
                      keyword + 1 < words.count else { continue }
                names.insert(String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    static func swiftFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    }
}
