@testable import ClientGenerator
import Foundation
import Testing

/// The manifest of real OpenAI operations, and the manifests the MCP bridge's tests (Integrations/MCP) serve
/// (checked in there so that package needs no generator; regenerated here so they cannot
/// drift from the generator or the spec). `RECORD_GOLDEN=1` rewrites them and fails the run.
@Suite struct ToolManifestOpenAITests {
    static let openAIOperations = ["createEmbedding", "listModels", "retrieveModel", "deleteModel", "createSpeech", "listFiles"]
    static let fixtures = "Integrations/MCP/Tests/AIClientsMCPTests/Fixtures"

    @Test func realOperationsHaveSensibleSchemas() throws {
        let result = try ToolManifests.run(config: "Spec/openai.config.yaml", operations: Self.openAIOperations)
        let manifest = result.manifest
        #expect(manifest.tools.map(\.name) == ["createSpeech", "createEmbedding", "listFiles", "listModels", "retrieveModel", "deleteModel"])
        #expect(manifest.baseURL == "https://api.openai.com/v1")
        #expect(manifest.authentication == .bearer)
        let embedding = try ToolManifests.tool("createEmbedding", in: manifest)
        #expect(embedding["method"] as? String == "POST")
        #expect(embedding["path"] as? String == "/embeddings")
        let schema = try #require(embedding["inputSchema"] as? [String: Any])
        #expect(Set(schema["required"] as? [String] ?? []) == ["input", "model"])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(properties["encoding_format"] != nil)
        #expect((properties["dimensions"] as? [String: Any])?["type"] as? String == "integer")
        let retrieve = try ToolManifests.tool("retrieveModel", in: manifest)
        #expect(retrieve["path"] as? String == "/models/{model}")
        #expect((retrieve["inputSchema"] as? [String: Any])?["required"] as? [String] == ["model"])
        // Streaming is off for a tool: `stream_format` (which turns speech into events) is no argument.
        let speech = try ToolManifests.tool("createSpeech", in: manifest)
        #expect(speech["accept"] as? String != nil)
        #expect(((speech["inputSchema"] as? [String: Any])?["properties"] as? [String: Any])?["stream_format"] == nil)
        let files = try #require(manifest.tools.first { $0.name == "listFiles" })
        #expect(files.parameters.allSatisfy { $0.location == .query && !$0.required })
        #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty)
    }

    @Test func wholeAreasOfOpenAIAndAnthropicStaySmall() throws {
        let chat = try ToolManifests.run(config: "Spec/openai.config.yaml", areas: ["chat"]).manifest
        #expect(chat.tools.contains { $0.name == "createChatCompletion" })
        for tool in chat.tools { #expect(tool.inputSchema.jsonText.utf8.count < 64_000, "\(tool.name)") }
        let messages = try ToolManifests.run(config: "Spec/anthropic.config.yaml", areas: ["messages"]).manifest
        // The spec declares no security scheme: the server's `--provider anthropic` sends the key.
        #expect(messages.authentication == nil)
        // The client's own headers (`clientHeaders`: the key, `anthropic-version`, `anthropic-beta`)
        // are never tool arguments.
        let headers = Set(messages.tools.flatMap(\.parameters).filter { $0.location == .header }.map { $0.name.lowercased() })
        #expect(headers.isDisjoint(with: ["anthropic-version", "anthropic-beta", "x-api-key"]))
        #expect(messages.tools.contains { $0.path == "/v1/messages" })
    }

    /// Every operation of both specs: names valid and unique, each schema an object whose
    /// `required` names its own properties, every parameter an argument, nothing unexpected.
    @Test(arguments: ["Spec/openai.config.yaml", "Spec/anthropic.config.yaml"])
    func everyToolOfAWholeSpecIsWellFormed(config: String) throws {
        let result = try ToolManifests.run(config: config)
        let manifest = result.manifest
        #expect(manifest.tools.count > 90)
        #expect(Set(manifest.tools.map(\.name)).count == manifest.tools.count)
        let valid = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
        for tool in manifest.tools {
            #expect(!tool.name.isEmpty && tool.name.count <= 64 && tool.name.allSatisfy(valid.contains), "\(tool.name)")
            #expect(tool.inputSchema["type"]?.stringValue == "object", "\(tool.name)")
            let properties = Set(tool.inputSchema["properties"]?.members?.map(\.key) ?? [])
            let required = tool.inputSchema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(Set(required).isSubset(of: properties), "\(tool.name): \(required)")
            #expect(Set(tool.parameters.map(\.argument)).isSubset(of: properties), "\(tool.name)")
            for parameter in tool.parameters where parameter.required { #expect(required.contains(parameter.argument), "\(tool.name)") }
            #expect(tool.inputSchema.jsonText.utf8.count < 64_000, "\(tool.name)")
        }
        // Only file uploads are skipped, each with a warning.
        #expect(manifest.skipped.allSatisfy { $0.reason.contains("multipart/form-data") || $0.reason.contains("not JSON") })
        #expect(result.diagnostics.filter { $0.severity == .warning }.count == manifest.skipped.count)
        #expect(!result.diagnostics.contains { $0.severity == .error })
    }

    @Test func theMCPPackagesManifestsAreUpToDate() throws {
        try Self.check("openai-tools.json", try ToolManifests.run(config: "Spec/openai.config.yaml", operations: Self.openAIOperations).manifest)
        try Self.check("toolshop-tools.json", try ToolManifests.run(spec: ToolManifests.toolshop).manifest)
    }

    static func check(_ name: String, _ manifest: ToolManifest, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = URL(fileURLWithPath: TestFiles.packageRoot + "/" + fixtures + "/" + name)
        let text = manifest.rendered
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            Issue.record("recorded \(fixtures)/\(name); run again without RECORD_GOLDEN", sourceLocation: sourceLocation)
            return
        }
        let existing = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard existing != text else { return }
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: actual)
        defer { try? FileManager.default.removeItem(at: actual) }
        Issue.record("\(fixtures)/\(name) is out of date (RECORD_GOLDEN=1 rewrites it)\n\(GoldenOutputTests.diff(url, actual))", sourceLocation: sourceLocation)
    }
}
