@testable import ClientGenerator
import Foundation

/// Runs ``ToolManifestJob`` as `generate-client mcp-tools` does, paths relative to the package.
enum ToolManifests {
    static let toolshop = "Tests/ClientGeneratorTests/Fixtures/mcp-tools/toolshop.yaml"

    static func run(spec: String, areas: [String]? = nil, operations: [String]? = nil) throws -> ToolManifestJob.Result {
        var config = GenerationConfig(spec: spec, module: "API", output: ".")
        config.generatesClient = true
        return try ToolManifestJob(config: config, areas: areas, operations: operations, readFile: GeneratedOutputTests.read).run()
    }

    static func run(config path: String, areas: [String]? = nil, operations: [String]? = nil) throws -> ToolManifestJob.Result {
        let config = try GenerationConfig.read(try GeneratedOutputTests.read(path), path: path)
        return try ToolManifestJob(config: config, areas: areas, operations: operations, readFile: GeneratedOutputTests.read).run()
    }

    /// The manifest's JSON, parsed back (as a server reads it).
    static func json(_ manifest: ToolManifest) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(manifest.rendered.utf8)) as? [String: Any] ?? [:]
    }

    static func tool(_ name: String, in manifest: ToolManifest) throws -> [String: Any] {
        let tools = try json(manifest)["tools"] as? [[String: Any]] ?? []
        return tools.first { $0["name"] as? String == name } ?? [:]
    }
}
