import Foundation
import Testing
@testable import ClientGenerator

/// The lay-out stage: a type lives in the folder of the one area whose operations reach it,
/// in `Shared/` when several do, `Webhooks/` when only webhooks do and `Standalone/` when
/// nothing does; one file per type, named after it; no two files equal ignoring case.
@Suite struct AreaLayoutTests {
    static func generate(_ fixture: String) throws -> GenerationJob.Result {
        var config = GenerationConfig(spec: TestFiles.fixture("layout/" + fixture), module: "Layout", output: "unused")
        config.generatesClient = true
        return try GenerationJob(config: config, readFile: GeneratedOutputTests.read).run()
    }

    @Test func typesLiveInTheFolderOfTheAreasThatReachThem() throws {
        let files = try Self.generate("v1.yaml").output.files
        let swift = files.keys.filter { $0.hasSuffix(".swift") }.sorted()
        #expect(swift == [
            // A file per resource struct, named after its path, in its top-level resource's folder.
            "Beta/LayoutClient+Beta+Chat+Completions.swift",
            "Beta/LayoutClient+Beta+Chat.swift",
            "Beta/LayoutClient+Beta.swift",
            // `beta.chat.completions` is the Chat area: beta types sit beside their twins.
            "Chat/BetaCompletionRequest.swift",
            "Chat/Completion.swift",
            "Chat/CompletionRequest.swift",
            "Chat/LayoutClient+Chat+Completions.swift",
            "Chat/LayoutClient+Chat.swift",
            "Chat/Message.swift",
            "Files/FileList.swift",
            "Files/LayoutClient+Files.swift",
            "Generated+Manifest.swift",
            "LayoutClient.swift",
            // Reached by the Files area and by a webhook's payload: two areas.
            "Shared/FileObject.swift",
            // Reached by both Chat and Files.
            "Shared/Usage.swift",
            // A device name Windows reserves (`CON`) gets a suffix; nothing reaches it.
            "Standalone/Con+Type.swift",
            "Standalone/RealtimeEvent.swift",
            "Webhooks/FileReadyEvent.swift",
        ])
        for path in swift {
            #expect(PortableFileNames.problem(with: path) == nil, "\(path)")
        }
    }

    /// A member added to a type one area uses changes that area's folder only.
    @Test func aChangeToOneAreasTypeTouchesOnlyThatArea() throws {
        let before = try Self.generate("v1.yaml").output.files
        let after = try Self.generate("v2.yaml").output.files
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        // Only the spec path in the headers differs between the two fixtures: compare bodies.
        let bodyChanged = changed.filter { path in
            let strip = { (text: String?) in text?.replacingOccurrences(of: "v2.yaml", with: "v1.yaml") }
            return strip(before[path]) != strip(after[path])
        }
        #expect(bodyChanged.sorted() == ["Chat/Message.swift"])
    }

    @Test func generatingTwiceGivesTheSameBytes() throws {
        let first = try Self.generate("v1.yaml").output.files
        let second = try Self.generate("v1.yaml").output.files
        #expect(first == second)
    }

    /// `APIKey` and `ApiKey` are two Swift types but would be one file on macOS and Windows.
    @Test func typeNamesEqualIgnoringCaseAreRefused() throws {
        do {
            _ = try Self.generate("case-collision.yaml")
            Issue.record("a spec whose schema names differ only by case was generated")
        } catch let error as DiagnosticError {
            let message = error.diagnostics.map(\.description).joined(separator: "\n")
            #expect(message.contains("types 'APIKey' and 'ApiKey' differ only by case"), "\(message)")
            #expect(message.contains("typeNames:"), "\(message)")
        }
    }

    /// `things.fooBar` and `things.foobar` are two structs but their files would be one.
    @Test func resourceNamesEqualIgnoringCaseAreRefused() throws {
        do {
            let files = try Self.generate("resource-case-collision.yaml").output.files
            Issue.record("a spec whose resource names differ only by case was generated: \(files.keys.sorted())")
        } catch let error as DiagnosticError {
            let message = error.diagnostics.map(\.description).joined(separator: "\n")
            #expect(message.contains("'CollideClient.Things.FooBar' and 'CollideClient.Things.Foobar' differ only by case"), "\(message)")
            #expect(message.contains("names:"), "\(message)")
        }
    }

    @Test func portablePathRules() {
        #expect(PortableFileNames.problem(with: "Shared/Usage.swift") == nil)
        #expect(PortableFileNames.problem(with: "Shared/aux.swift") != nil)
        #expect(PortableFileNames.problem(with: "Shared/COM1.md") != nil)
        #expect(PortableFileNames.problem(with: "Shared/a:b.swift") != nil)
        #expect(PortableFileNames.problem(with: "Shared./x.swift") != nil)
        #expect(PortableFileNames.stem(forType: "Nul") == "Nul+Type")
        #expect(PortableFileNames.caseCollisions(["A/Api.swift", "A/API.swift", "B/x"]) == [["A/API.swift", "A/Api.swift"]])
    }
}
