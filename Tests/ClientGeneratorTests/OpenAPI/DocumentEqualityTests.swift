import Testing
@testable import ClientGenerator

/// The model holds no positions or paths: the same spec gives the same document whatever its
/// syntax and however often it is read.
@Suite struct DocumentEqualityTests {
    @Test func readingTwiceGivesEqualDocuments() throws {
        let first = try TestFiles.diskLoader.load(path: TestFiles.fixture("petstore.yaml")).document
        let second = try TestFiles.diskLoader.load(path: TestFiles.fixture("petstore.yaml")).document
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
    }

    @Test func yamlAndJSONFixturesGiveEqualDocuments() throws {
        let yaml = try TestFiles.diskLoader.load(path: TestFiles.fixture("petstore.yaml"))
        let json = try TestFiles.diskLoader.load(path: TestFiles.fixture("petstore.json"))
        // The fixture writes 3.0's `nullable` and boolean `exclusiveMaximum` in a 3.1
        // document: the same two warnings from either syntax.
        #expect(yaml.diagnostics.map(\.message) == json.diagnostics.map(\.message))
        #expect(yaml.diagnostics.count == 2)
        #expect(yaml.document == json.document)
        // Positions still differ, and each spec maps pointers into its own file.
        let pointer = JSONPointer(tokens: ["components", "schemas", "Pet"])
        #expect(yaml.location(of: pointer, in: nil) != json.location(of: pointer, in: nil))
    }

    @Test func differentSpecsAreNotEqual() throws {
        let yaml = try TestFiles.diskLoader.load(path: TestFiles.fixture("petstore.yaml")).document
        var changed = yaml
        changed.components.schemas[0].schema.description = "A different pet."
        #expect(yaml != changed)
    }

    @Test func openAIFromYAMLEqualsOpenAIFromItsJSONConversion() throws {
        let yaml = try RealSpecTests.openAI.get()
        let root = try #require(yaml.sources[yaml.rootFile]).root
        let converted = try JSONReader.read(Array(root.jsonText.utf8), path: "openai.json")
        let json = try TestFiles.memoryLoader([:]).load(SourceDocument(path: "openai.json", root: converted))
        #expect(json.document.paths.count == 182)
        #expect(json.document == yaml.document)
        #expect(json.diagnostics.map(\.message) == yaml.diagnostics.map(\.message))
    }
}
