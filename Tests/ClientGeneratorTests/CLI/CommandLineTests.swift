import AIClientsTestSupport
import Foundation
import Testing

/// Runs the built `generate-client` binary as a user would and checks what it prints and
/// its exit status.
@Suite struct CommandLineTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The executable sits next to the test bundle in the build folder.
    static let executable: URL? = {
        var candidates: [URL] = []
        if let main = Bundle.main.executableURL { candidates.append(main.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return candidates.map { $0.appendingPathComponent("generate-client") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs the binary and waits for it without blocking the test runner's threads.
    static func run(_ arguments: [String], in directory: String = TestFiles.packageRoot) async throws -> Run {
        let executable = try #require(executable, "generate-client was not built next to the tests")
        let result = try await ChildProcess.run(executable, arguments, in: URL(fileURLWithPath: directory))
        return Run(
            status: result.status,
            output: String(decoding: result.output, as: UTF8.self),
            errors: String(decoding: result.errors, as: UTF8.self))
    }

    @Test func helpListsTheCommands() async throws {
        let run = try await Self.run(["--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("generate-client inspect SPEC"))
        #expect(run.output.contains("generate-client generate --config FILE"))
    }

    @Test func unknownOptionIsAUsageError() async throws {
        let run = try await Self.run(["inspect", "--frobnicate", "Spec/openai.yaml"])
        #expect(run.status == 2)
        #expect(run.errors.contains("error: unknown option '--frobnicate' for 'inspect'"))
    }

    @Test func unknownCommandAndMissingArgument() async throws {
        #expect(try await Self.run(["frobnicate"]).errors.contains("unknown command 'frobnicate'"))
        let missing = try await Self.run(["inspect"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("'inspect' needs a SPEC argument"))
    }

    @Test func missingFileSaysSo() async throws {
        let run = try await Self.run(["inspect", "Spec/no-such-spec.yaml"])
        #expect(run.status == 1)
        #expect(run.errors.contains("error: no such file: 'Spec/no-such-spec.yaml'"))
    }

    @Test func inspectReportsTheSpec() async throws {
        let run = try await Self.run(["inspect", "Tests/ClientGeneratorTests/Fixtures/petstore.yaml"])
        #expect(run.status == 0)
        #expect(run.output.contains("paths: "))
        #expect(run.output.contains("== GET operations"))
        #expect(run.output.contains("diagnostics: 0 errors"))
    }

    @Test func specErrorsPrintLikeACompilerAndExitOne() async throws {
        let run = try await Self.run(["inspect", "Tests/ClientGeneratorTests/Fixtures/unresolved-ref.yaml"])
        #expect(run.status == 1)
        // `path:line:column: error: message`, the form editors jump to.
        let firstLine = run.errors.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("Tests/ClientGeneratorTests/Fixtures/unresolved-ref.yaml:"))
        #expect(firstLine.contains(": error: unresolved reference"))
    }

    @Test func emptyFileIsOneDiagnostic() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("empty.yaml"))
        let run = try await Self.run(["inspect", "empty.yaml"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.errors.contains("empty.yaml:1:1: error: the file is empty; expected an OpenAPI document"))
    }

    @Test func generateCheckFailsOnDriftAndWritesNothing() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = TestFiles.fixture("petstore.yaml")
        let output = folder.appendingPathComponent("Generated").path
        let arguments = ["generate", spec, "--output", output, "--module", "Petstore"]
        let first = try await Self.run(arguments)
        #expect(first.status == 0, "\(first.errors)")
        #expect(try await Self.run(arguments + ["--check"]).status == 0)
        // A stale file and a changed file are both drift; --check reports them and touches nothing.
        let stale = output + "/Shared/Stale.swift"
        try FileManager.default.createDirectory(atPath: output + "/Shared", withIntermediateDirectories: true)
        try Data("// stale\n".utf8).write(to: URL(fileURLWithPath: stale))
        let check = try await Self.run(arguments + ["--check"])
        #expect(check.status == 1)
        #expect(check.errors.contains("Shared/Stale.swift: is stale"))
        #expect(FileManager.default.fileExists(atPath: stale))
        // A real run removes it again.
        #expect(try await Self.run(arguments).status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale))
    }

    /// `from: openai` in an app: the build plugin passes `--no-warnings`, so the app's build log
    /// shows no warnings about lines of AIClients' own spec (errors would still show).
    @Test func noWarningsKeepsTheSpecsWarningsOutOfTheLog() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["generate", "--config", "Spec/openai.config.yaml", "--output", folder.path, "--module", "ChatOnly", "--areas", "chat", "--layout", "fixed"]
        let plain = try await Self.run(arguments)
        #expect(plain.status == 0, "\(plain.errors)")
        #expect(plain.errors.contains("Spec/openai.yaml:") && plain.errors.contains(": warning: "), "the spec has warnings to hide: \(plain.errors.prefix(500))")
        let quiet = try await Self.run(arguments + ["--no-warnings"])
        #expect(quiet.status == 0, "\(quiet.errors)")
        #expect(!quiet.errors.contains("warning"), "\(quiet.errors.prefix(2000))")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!written.isEmpty)
    }
}
