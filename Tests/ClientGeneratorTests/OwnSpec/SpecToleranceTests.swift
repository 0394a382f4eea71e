import Testing
@testable import ClientGenerator

/// What published specs get wrong but the ecosystem tolerates is a warning, never an error:
/// `type: null` as a YAML null, `nullable` in 3.1, `example` beside `examples`, a boolean
/// `exclusiveMinimum` in 3.1, integer bounds written as floats, unknown formats, duplicate
/// operation ids, `$ref` siblings, empty `paths`.
@Suite struct SpecToleranceTests {
    static func generate(_ name: String) throws -> GenerationJob.Result {
        var config = GenerationConfig(spec: TestFiles.fixtures + "/tolerance/" + name, module: "Sloppy", output: "/unused")
        config.generatesClient = true
        return try GenerationJob(config: config, readFile: GeneratedOutputTests.read).run()
    }

    @Test func sloppySpecGeneratesWithWarnings() throws {
        let result = try Self.generate("sloppy.yaml")
        let warnings = result.diagnostics.map(\.description)
        #expect(warnings.contains { $0.contains("sloppy.yaml:34:17: warning: 'type' in schema is null where a type name or an array of type names belongs; read as absent") })
        #expect(warnings.contains { $0.contains("warning: duplicate operationId 'listItems'") })
        #expect(result.output.endpoints.count == 2)
        let item = try #require(result.output.files["Models/Item.swift"])
        #expect(item.contains("public var anything: JSONValue?"))
        #expect(item.contains("public var title: String?"))
        #expect(item.contains("public var count: Int?"))
    }

    @Test func emptyPathsGenerateModelsAndAClient() throws {
        let result = try Self.generate("empty-paths.yaml")
        #expect(result.output.endpoints.isEmpty)
        #expect(result.output.files["EmptyClient.swift"] != nil)
        #expect(result.output.files["Models/Thing.swift"] != nil)
    }
}
