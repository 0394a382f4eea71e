import Foundation
import Testing
@testable import ClientGenerator

/// The defects a new user met following the README with a spec of their own (the `Notes`
/// fixture: a target named like its resource `/notes`, an API key header, one SSE operation
/// whose body has no `stream`). `OwnSpecReadmeTests` builds and runs the same client from the
/// README's text; these pin each rule in the generated source.
@Suite struct OwnSpecDefectTests {
    static let spec = TestFiles.fixture("own-spec/notes.yaml")

    static func generate(module: String = "Notes", client: String? = nil, spec: String = spec,
                         read: @escaping @Sendable (String) throws -> [UInt8] = GeneratedOutputTests.read) throws -> GenerationJob.Result {
        var config = GenerationConfig(spec: spec, module: module, output: "/unused")
        config.client = client
        config.generatesClient = true
        return try GenerationJob(config: config, readFile: read).run()
    }

    static func file(_ name: String, in result: GenerationJob.Result) throws -> String {
        try #require(result.output.files[name], "no \(name) in \(result.output.files.keys.sorted())")
    }

    /// Defect 2: generated code qualifies model types with the module name (`Notes.Note`), so
    /// the resource struct for `/notes` must not be named `Notes` in a module named `Notes`.
    @Test func aResourceNamedLikeTheModuleGetsAnotherTypeName() throws {
        let result = try Self.generate()
        let resources = try Self.file("Notes/NotesClient+Notes.swift", in: result)
        #expect(resources.contains("public var notes: NotesClient.NotesResource { NotesClient.NotesResource(core: core) }"))
        #expect(resources.contains("public nonisolated struct NotesResource: Sendable"))
        #expect(resources.contains("-> Notes.Note {"))
        #expect(!resources.contains("public nonisolated struct Notes: Sendable"))
        // In a module with another name the struct keeps the resource's name.
        let other = try Self.file("Notes/NotesClient+Notes.swift", in: try Self.generate(module: "NotesKit"))
        #expect(other.contains("public nonisolated struct Notes: Sendable"))
    }

    /// Defect 2, the other places a name can hide the module: a nested type and the client.
    @Test func nestedTypesAndTheClientNeverTakeTheModulesName() throws {
        let spec = """
            openapi: 3.1.0
            info: {title: Folders, version: "1"}
            paths: {}
            components:
              schemas:
                Folder:
                  type: object
                  properties:
                    notes: {type: object, properties: {count: {type: integer}}}
                    owner: {$ref: "#/components/schemas/Owner"}
                Owner:
                  type: object
                  properties:
                    name: {type: string}
            """
        let result = try Self.generate(spec: "folders.yaml", read: { _ in Array(spec.utf8) })
        let folder = try #require(result.output.files.first { $0.key.hasSuffix("/Folder.swift") }?.value)
        #expect(folder.contains("public nonisolated struct NotesValue:"), "\(folder)")
        #expect(!folder.contains("public nonisolated struct Notes:"))

        let renamed = try Self.generate(client: "Notes")
        #expect(renamed.output.files["NotesClient.swift"] != nil)
        #expect(renamed.diagnostics.contains { $0.severity == .warning && $0.message.contains("the client type 'Notes' is named 'NotesClient'") })
    }

    /// Defect 4: `catch let error as AIClientError` needs only `import Notes`.
    @Test func theModuleReexportsTheRuntime() throws {
        let manifest = try Self.file("Generated+Manifest.swift", in: try Self.generate())
        #expect(manifest.contains("\n@_exported import AIClientRuntime\n"))
    }

    /// Defect 5: the body of `summarizeNote` has no `stream` member, so none is sent.
    @Test func aStreamFlagIsSentOnlyWhenTheBodyDeclaresIt() throws {
        let resources = try Self.file("Notes/NotesClient+Notes.swift", in: try Self.generate())
        // The operation only streams: its one method is the stream.
        #expect(!resources.contains("public func summaryStream("))
        let stream = try #require(resources.range(of: "public func summary(")).upperBound
        let method = try #require(resources[stream...].components(separatedBy: "\n        }\n").first)
        #expect(method.contains("sendEvents("))
        #expect(!method.contains("extraBody"), "\(method)")

        // With a `stream` boolean in the body, the stream method turns it on.
        let spec = try String(contentsOfFile: Self.spec, encoding: .utf8).replacingOccurrences(
            of: "words: {type: integer, description: At most this many words.}",
            with: "words: {type: integer}\n        stream: {type: boolean}")
        let flagged = try Self.generate(spec: "flagged.yaml", read: { _ in Array(spec.utf8) })
        let text = try Self.file("Notes/NotesClient+Notes.swift", in: flagged)
        #expect(text.contains("body.stream = true"))
        // A flag turns the stream on: the plain method and its typed twin.
        #expect(text.contains("public func summary(") && text.contains("public func summaryStream("))
    }

    /// Defect 6: `generate SPEC --output` writes no `Endpoints.md` into a target's sources,
    /// where SwiftPM would warn about an unhandled file; `--endpoint-index` asks for it.
    @Test func theCommandWritesTheEndpointIndexOnlyWhenAsked() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("Plain").path
        let run = try await CommandLineTests.run(["generate", Self.spec, "--output", plain, "--module", "Notes"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: plain + "/Generated+Manifest.swift"))
        #expect(!FileManager.default.fileExists(atPath: plain + "/Endpoints.md"))

        let indexed = folder.appendingPathComponent("Indexed").path
        let second = try await CommandLineTests.run(["generate", Self.spec, "--output", indexed, "--module", "Notes", "--endpoint-index"])
        #expect(second.status == 0, "\(second.errors)")
        let index = try String(contentsOfFile: indexed + "/Endpoints.md", encoding: .utf8)
        #expect(index.contains("`client.notes.summary(id:_:)`"))
    }
}
