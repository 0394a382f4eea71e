import Foundation
import Testing

/// `generate --config FILE --output DIR --module NAME --areas …`: a config's spec and settings
/// written elsewhere, with only some areas; an area the spec lacks is an error that lists them.
@Suite struct AreasCommandLineTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("areas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("spec: \(TestFiles.fixture("layout/v1.yaml"))\nmodule: Layout\noutput: Unused\nclient: LayoutClient\n".utf8)
            .write(to: url.appendingPathComponent("layout.config.yaml"))
        return url
    }

    @Test func onlyTheChosenAreasAndTheTypesTheyReach() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated").path
        let run = try await CommandLineTests.run([
            "generate", "--config", folder.appendingPathComponent("layout.config.yaml").path,
            "--output", output, "--module", "ChatOnly", "--areas", "chat", "--generate-client",
        ])
        #expect(run.status == 0, "\(run.errors)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: output).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files == [
            "Beta/LayoutClient+Beta+Chat+Completions.swift", "Beta/LayoutClient+Beta+Chat.swift", "Beta/LayoutClient+Beta.swift",
            "Chat/BetaCompletionRequest.swift", "Chat/Completion.swift", "Chat/CompletionRequest.swift",
            "Chat/LayoutClient+Chat+Completions.swift", "Chat/LayoutClient+Chat.swift", "Chat/Message.swift",
            "Chat/Usage.swift", "Generated+Manifest.swift", "LayoutClient.swift",
        ])
        let manifest = try String(contentsOfFile: output + "/Generated+Manifest.swift", encoding: .utf8)
        #expect(manifest.contains("public nonisolated enum ChatOnlyGeneratedManifest"))
        #expect(manifest.contains("public static let endpointCount = 2"))
    }

    @Test func anAreaTheSpecLacksIsAnError() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await CommandLineTests.run([
            "generate", "--config", folder.appendingPathComponent("layout.config.yaml").path,
            "--output", folder.appendingPathComponent("Generated").path, "--module", "X", "--areas", "chats",
        ])
        #expect(run.status == 1)
        #expect(run.errors.contains("'areas' names 'chats', which is no area of this spec; its areas are: chat, files"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }
}
