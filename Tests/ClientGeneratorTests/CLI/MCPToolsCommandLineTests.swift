import Foundation
import Testing

/// `generate-client mcp-tools`: the manifest to standard output or a file, written only when
/// its bytes change, `--check` for CI, and usage errors.
@Suite struct MCPToolsCommandLineTests {
    static let spec = "Tests/ClientGeneratorTests/Fixtures/mcp-tools/toolshop.yaml"

    @Test func writesTheManifestAndChecksIt() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tools-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let first = try await CommandLineTests.run(["mcp-tools", Self.spec, "--operations", "getTool,createKit", "--output", output])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == "\(output): 2 tools, 0 skipped\n")
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.contains(#""name": "getTool""#))
        let check = try await CommandLineTests.run(["mcp-tools", Self.spec, "--operations", "getTool,createKit", "--output", output, "--check"])
        #expect(check.status == 0)
        #expect(check.output.contains("up to date"))
        let stale = try await CommandLineTests.run(["mcp-tools", Self.spec, "--operations", "getTool", "--output", output, "--check"])
        #expect(stale.status == 1)
        #expect(stale.errors.contains("is out of date"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == written)
    }

    @Test func printsToStandardOutputWithWarningsOnStandardError() async throws {
        let run = try await CommandLineTests.run(["mcp-tools", Self.spec])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("{\n  \"format\": \"aiclients-mcp-tools/1\""))
        #expect(run.errors.contains("warning: operation 'uploadToolPhoto"))
        let quiet = try await CommandLineTests.run(["mcp-tools", Self.spec, "--no-warnings"])
        #expect(quiet.errors.isEmpty)
        #expect(quiet.output == run.output)
    }

    @Test func mistakesAreReported() async throws {
        let unknown = try await CommandLineTests.run(["mcp-tools", Self.spec, "--operations", "nope"])
        #expect(unknown.status == 1)
        #expect(unknown.errors.contains("'nope' is no operation id"))
        let noOutput = try await CommandLineTests.run(["mcp-tools", Self.spec, "--check"])
        #expect(noOutput.status == 2)
        #expect(noOutput.errors.contains("'mcp-tools --check' needs --output FILE"))
        let empty = try await CommandLineTests.run(["mcp-tools", Self.spec, "--areas", ","])
        #expect(empty.status == 2)
        let help = try await CommandLineTests.run(["help", "mcp-tools"])
        #expect(help.output.contains("USAGE: generate-client mcp-tools"))
    }
}
