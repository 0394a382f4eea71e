import Foundation
import Testing

/// `generate-client diff OLD NEW`, run as a user would: specs, generated folders, exit codes.
@Suite struct DiffCommandLineTests {
    static let old = "Tests/ClientGeneratorTests/Fixtures/diff/old.yaml"
    static let new = "Tests/ClientGeneratorTests/Fixtures/diff/new.yaml"

    static func run(_ arguments: [String]) async throws -> CommandLineTests.Run {
        try await CommandLineTests.run(["diff"] + arguments)
    }

    /// A fresh folder under the temporary directory, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func specsPrintTheReportBreakingChangesFirst() async throws {
        let run = try await Self.run([Self.old, Self.new])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "# API changes: 6 breaking, 2 deprecated, 4 added, 0 compatible")
        let headings = lines.filter { $0.hasPrefix("## ") }
        #expect(headings == ["## Breaking changes (6)", "## Deprecations (2)", "## Additions (4)"])
        #expect(lines.contains("- removed operation `ShopClient.Things.delete(thingID:options:)`: `(thingID: String, options: RequestOptions = .init()) async throws -> Thing`"))
        #expect(lines.contains("- added operation `ShopClient.Things.archive(thingID:options:)`: `(thingID: String, options: RequestOptions = .init()) async throws -> Thing`"))
        #expect(lines.contains("- changed member `Thing.count`: `Int?` → `Double?`"))
        #expect(lines.contains("- removed case `Part.image`"))
        #expect(lines.contains("- added case `Part.picture`: `(ImagePart)`"))
        #expect(lines.contains("- deprecated type `LegacyThing`"))
        #expect(lines.contains { $0.hasPrefix("- changed initializer `CreateThingRequest.init(name:color:)`") && $0.hasSuffix("`color` is now required)") })
        // The initializer change is under the breaking heading, before the deprecations.
        let initializer = try #require(lines.firstIndex { $0.hasPrefix("- changed initializer `CreateThingRequest.init") })
        let deprecations = try #require(lines.firstIndex(of: "## Deprecations (2)"))
        #expect(initializer < deprecations)
    }

    @Test func twoRunsPrintTheSameBytes() async throws {
        let first = try await Self.run([Self.old, Self.new])
        let second = try await Self.run([Self.old, Self.new])
        #expect(first.output == second.output)
        #expect(!first.output.isEmpty)
    }

    @Test func identicalSpecsHaveNoChanges() async throws {
        let run = try await Self.run([Self.old, Self.old, "--fail-on-breaking"])
        #expect(run.status == 0)
        #expect(run.output == "# API changes: none\n")
    }

    @Test func failOnBreakingExitsOneAndStillPrints() async throws {
        let run = try await Self.run(["--fail-on-breaking", Self.old, Self.new])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("# API changes: 6 breaking"))
        // Additions only are not breaking.
        #expect(try await Self.run(["--fail-on-breaking", Self.new, Self.new]).status == 0)
    }

    /// Two generated folders compare as their specs do: both kinds of input are read as
    /// generated Swift, whatever module name and layout the folders were written with.
    @Test func generatedFoldersCompareLikeTheirSpecs() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let oldFolder = folder.appendingPathComponent("Old").path
        let newFolder = folder.appendingPathComponent("New").path
        let generateOld = try await CommandLineTests.run(["generate", Self.old, "--output", oldFolder, "--module", "ShopV1", "--client", "ShopClient"])
        #expect(generateOld.status == 0, "\(generateOld.errors)")
        let generateNew = try await CommandLineTests.run(["generate", Self.new, "--output", newFolder, "--module", "ShopV2", "--client", "ShopClient"])
        #expect(generateNew.status == 0, "\(generateNew.errors)")
        let trees = try await Self.run([oldFolder, newFolder])
        #expect(trees.status == 0, "\(trees.errors)")
        let specs = try await Self.run([Self.old, Self.new])
        #expect(trees.output == specs.output)
        // A folder against a spec.
        let mixed = try await Self.run([oldFolder, Self.new])
        #expect(mixed.output == specs.output)
        #expect(try await Self.run([oldFolder, oldFolder]).output == "# API changes: none\n")
    }

    /// The checked-in OpenAI client is what its spec and config generate: no changes.
    @Test func configAppliesToTheSpecSide() async throws {
        let run = try await Self.run(["--config", "Spec/openai.config.yaml", "Spec/openai.yaml", "Sources/OpenAI/Generated"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "# API changes: none\n")
    }

    /// A build plugin's config names no spec, module or output: it applies all the same.
    @Test func aBuildPluginConfigApplies() async throws {
        let spec = "Examples/Sources/PetChat/openapi.yaml"
        let config = "Examples/Sources/PetChat/aiclients-config.yaml"
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Its `names` make `chat` a `send` method; without the config it is named otherwise.
        let generated = try await CommandLineTests.run(["generate", spec, "--output", folder.path, "--module", "PetChat", "--config", config])
        #expect(generated.status == 0, "\(generated.errors)")
        let withConfig = try await Self.run(["--config", config, spec, folder.path])
        #expect(withConfig.status == 0, "\(withConfig.errors)")
        #expect(withConfig.output == "# API changes: none\n")
        let without = try await Self.run([spec, folder.path])
        #expect(without.output.contains("added operation `PetChatClient.Chat.send("))
    }

    @Test func errorsAreClearMessages() async throws {
        let missing = try await Self.run(["Spec/no-such-spec.yaml", Self.new])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("error: no such file or folder: 'Spec/no-such-spec.yaml'"))
        #expect(missing.output.isEmpty)

        let broken = try await Self.run([Self.old, "Tests/ClientGeneratorTests/Fixtures/unresolved-ref.yaml"])
        #expect(broken.status == 1)
        #expect(broken.errors.contains(": error: unresolved reference"))
        #expect(broken.errors.contains("cannot compare it"))

        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = try await Self.run([folder.path, Self.new])
        #expect(empty.status == 1)
        #expect(empty.errors.contains("holds no .swift files"))

        let configOnFolder = try await Self.run(["--old-config", "Spec/openai.config.yaml", folder.path, Self.new])
        #expect(configOnFolder.status == 2)
        #expect(configOnFolder.errors.contains("error: --old-config is for a spec, but '\(folder.path)' is a folder of generated Swift"))
    }

    @Test func usageErrors() async throws {
        let one = try await Self.run([Self.old])
        #expect(one.status == 2)
        #expect(one.errors.contains("error: 'diff' needs a NEW argument"))
        let three = try await Self.run([Self.old, Self.new, Self.new])
        #expect(three.status == 2)
        #expect(three.errors.contains("error: unexpected argument"))
        #expect(try await Self.run([Self.old, Self.new, "--frobnicate"]).errors.contains("unknown option '--frobnicate' for 'diff'"))
        let help = try await CommandLineTests.run(["help", "diff"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: generate-client diff OLD NEW"))
        #expect(try await CommandLineTests.run(["--help"]).output.contains("generate-client diff OLD NEW"))
    }
}
