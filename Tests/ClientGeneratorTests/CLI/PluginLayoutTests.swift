import Foundation
import Testing

/// What the GenerateClient build plugin asks of `generate-client`: a fixed set of files, the
/// config's overlays matching the ones it declared, and counts from `inspect` on a bad spec.
@Suite struct PluginLayoutTests {
    static let spec = "Examples/Sources/PetChat/openapi.yaml"

    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func fixedLayoutAlwaysWritesTheSameFourFiles() async throws {
        let output = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try await CommandLineTests.run(["generate", Self.spec, "--output", output, "--module", "PetChat", "--layout", "fixed"])
        #expect(run.status == 0, "\(run.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(files == ["Generated+Client.swift", "Generated+Models.swift", "Generated+Resources.swift", "Generated+SharedModels.swift"])
        let client = try String(contentsOfFile: output + "/Generated+Client.swift", encoding: .utf8)
        #expect(client.hasPrefix("// Generated from \(Self.spec) by the GenerateClient build plugin. Do not edit.\n\n@_exported import AIClientRuntime\nimport Foundation\n"))
        #expect(client.contains("public nonisolated struct PetChatClient"))
        #expect(client.components(separatedBy: "import Foundation").count == 2)
        // A second run with nothing changed rewrites nothing.
        let again = try await CommandLineTests.run(["generate", Self.spec, "--output", output, "--module", "PetChat", "--layout", "fixed"])
        #expect(again.output.contains("4 files, 0 changed, 6 operations, 0 named after their operation id"))
    }

    @Test func configOverlaysMustBeTheDeclaredOnes() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "overlays: [fix.overlay.yaml]\n".write(toFile: folder + "/aiclients-config.yaml", atomically: true, encoding: .utf8)
        try "overlay: 1.0.0\ninfo: {title: fix, version: '1'}\nactions:\n  - {target: $.info, update: {title: Fixed}}\n".write(toFile: folder + "/fix.overlay.yaml", atomically: true, encoding: .utf8)
        let base = ["generate", Self.spec, "--output", folder + "/out", "--module", "PetChat", "--layout", "fixed", "--config", folder + "/aiclients-config.yaml"]
        let undeclared = try await CommandLineTests.run(base)
        #expect(undeclared.status == 1)
        #expect(undeclared.errors.contains("aiclients-config.yaml:1:11: error: the overlays in this config"))
        let declared = try await CommandLineTests.run(base + ["--overlay", folder + "/fix.overlay.yaml"])
        #expect(declared.status == 0, "\(declared.errors)")
    }

    @Test func inspectPrintsCountsOfASpecWithErrors() async throws {
        let run = try await CommandLineTests.run(["inspect", "Tests/ClientGeneratorTests/Fixtures/unresolved-ref.yaml"])
        #expect(run.status == 1)
        #expect(run.output.contains("paths:"))
        #expect(run.output.contains("diagnostics: 1 error"))
    }
}
