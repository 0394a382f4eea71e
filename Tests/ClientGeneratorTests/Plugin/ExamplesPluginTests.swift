import AIClientsTestSupport
import Foundation
import Testing

/// Builds the `Examples/` package, whose `PetChat` target uses the GenerateClient build plugin,
/// from a clean scratch folder: the first build runs the plugin and compiles the generated
/// client; a second build with nothing edited does not run it; touching the spec does.
///
/// It builds a second package (the generator and the runtime once more, in about two minutes
/// on two cores), so it builds only the plugin's targets. The `chat` example is built and run by
/// `ChatExampleTests` (OpenAITests).
@Suite(.serialized) struct ExamplesPluginTests {
    static let examples = TestFiles.packageRoot + "/Examples"
    static let marker = "Generating the PetChat client from openapi.yaml"

    struct Build {
        var status: Int32
        var log: String
    }

    /// Whether a verbose build log shows the compiler building module `name`.
    static func compiled(_ name: String, in log: String) -> Bool {
        log.contains("-module-name \(name) ") || log.contains("-module-name \(name)\n")
    }

    /// `swift build` in `Examples/`, killed after `limit` seconds.
    static func build(_ arguments: [String], scratch: String, limit: TimeInterval = 900) throws -> Build {
        try run("/usr/bin/env", ["swift", "build", "--package-path", examples, "--scratch-path", scratch] + arguments, limit: limit)
    }

    /// Runs `executable` with `arguments`, killed after `limit` seconds: its status and output.
    static func run(_ executable: String, _ arguments: [String] = [], limit: TimeInterval) throws -> Build {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: deadline)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        return Build(status: process.terminationStatus, log: String(decoding: data, as: UTF8.self))
    }

    @Test func pluginRunsOnlyWhenTheSpecChanges() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("examples-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        let first = try Self.build(["--target", "PetChatDemo"], scratch: scratch)
        #expect(first.status == 0, "\(first.log.suffix(4000))")
        #expect(first.log.contains(Self.marker))

        // SwiftPM 6.3 on Linux relinks the plugin's tool once in the build after the first
        // (`Wrapping AST for generate-client`), and a changed tool reruns the plugin. When the
        // tool was relinked, the build after that is the one that must not rerun it.
        var second = try Self.build(["--target", "PetChatDemo"], scratch: scratch)
        if second.log.contains("Linking generate-client-tool") {
            second = try Self.build(["--target", "PetChatDemo"], scratch: scratch)
            #expect(!second.log.contains("Linking generate-client-tool"), "the tool was relinked twice:\n\(second.log)")
        }
        #expect(second.status == 0, "\(second.log.suffix(4000))")
        #expect(!second.log.contains(Self.marker), "the plugin reran with nothing changed:\n\(second.log)")

        // Touch the spec (same bytes, new modification date): the plugin reruns.
        let spec = Self.examples + "/Sources/PetChat/openapi.yaml"
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: spec)
        let third = try Self.build(["--target", "PetChatDemo"], scratch: scratch)
        #expect(third.status == 0, "\(third.log.suffix(4000))")
        #expect(third.log.contains(Self.marker))
    }

    /// A client of only the chat area of our own spec (`from: openai`, `areas: [chat]`): the
    /// plugin makes it, the README's call compiles against it, and it holds chat alone.
    @Test func aChatOnlyClientOfOurSpecBuilds() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("examples-chat-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let build = try Self.build(["--target", "ChatOnlyDemo"], scratch: scratch)
        #expect(build.status == 0, "\(build.log.suffix(4000))")
        #expect(build.log.contains("Generating the ChatOnly client from AIClients' openai spec (chat)"), "\(build.log.suffix(4000))")
        // Our spec's warnings are ours to act on: none reaches the app's build log.
        #expect(!build.log.contains("openai.yaml:"), "\(build.log.components(separatedBy: "\n").filter { $0.contains("openai.yaml:") }.prefix(5))")
        let generated = try FileManager.default.subpathsOfDirectory(atPath: scratch)
            .filter { $0.contains("/ChatOnly/") && $0.hasSuffix("GenerateClient/Generated/Generated+Resources.swift") }
        let resources = try String(contentsOfFile: scratch + "/" + #require(generated.first, "no generated resources in \(scratch)"), encoding: .utf8)
        #expect(resources.contains("public var chat: OpenAIClient.Chat"))
        #expect(!resources.contains("public var responses:") && !resources.contains("public var audio:"))

        let source = URL(fileURLWithPath: Self.examples + "/Sources/ChatOnlyDemo/main.swift")
        let mismatch = try ReadmeSnippet.mismatch("chat-only", source: source)
        #expect(mismatch == nil, "\(mismatch ?? "")")
        let config = try String(contentsOfFile: Self.examples + "/Sources/ChatOnly/aiclients-config.yaml", encoding: .utf8)
        let readme = try String(contentsOf: ReadmeSnippet.readme, encoding: .utf8)
        #expect(readme.contains("from: openai          # or anthropic\nareas: [chat]"))
        #expect(config.contains("from: openai\nareas: [chat]\n"))
    }

    /// An app on one family product builds with that product alone, and compiles no other
    /// family: `ChatApp` (`OpenAIChat`) and `ResponsesApp` (`OpenAIResponses`), one scratch
    /// folder, so the runtime is built once. The README's calls are these apps' calls.
    @Test func anAppOnOneFamilyProductBuildsWithItAlone() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("examples-families-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let chat = try Self.build(["--target", "ChatApp", "-v"], scratch: scratch)
        #expect(chat.status == 0, "\(chat.log.suffix(4000))")
        #expect(chat.log.contains("-module-name OpenAIChat "), "\(chat.log.suffix(2000))")
        // Nor the runtime modules only other families use (WebSocket connections, webhook signatures, the session runner).
        for other in ["OpenAIResponses", "OpenAIRealtime", "OpenAIAdmin", "OpenAIMedia", "OpenAI", "AIClientWebSocket", "AIClientWebhooks", "AIClientSessions"] {
            #expect(!Self.compiled(other, in: chat.log), "ChatApp compiled \(other)")
        }
        let responses = try Self.build(["--target", "ResponsesApp", "-v"], scratch: scratch)
        #expect(responses.status == 0, "\(responses.log.suffix(4000))")
        #expect(responses.log.contains("-module-name OpenAIResponses "))
        #expect(responses.log.contains("-module-name AIClientWebSocket "), "Responses over WebSocket needs AIClientWebSocket")
        for other in ["OpenAIChat", "OpenAIRealtime", "OpenAIAdmin", "OpenAI", "AIClientWebhooks", "AIClientSessions"] {
            #expect(!Self.compiled(other, in: responses.log), "ResponsesApp compiled \(other)")
        }
        for (name, app) in [("chat-product", "ChatApp"), ("responses-product", "ResponsesApp")] {
            let source = URL(fileURLWithPath: Self.examples + "/Sources/\(app)/main.swift")
            let mismatch = try ReadmeSnippet.mismatch(name, source: source)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }

    /// Targets with Xcode 26's defaults for new apps (MainActor by default,
    /// `NonisolatedNonsendingByDefault`, `InferIsolatedConformances`): the plugin generates
    /// PetChat's client (a struct that contains itself) and the chat area of our spec (its
    /// stream events) into such targets, and an app with the same settings calls them and
    /// `OpenAIChat` from code that is not on the main actor. No warning from any Swift file;
    /// the app runs (its requests go to a closed port, so no server is needed).
    @Test func mainActorByDefaultTargetsBuildWithoutWarningsAndRun() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("examples-mainactor-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let build = try Self.build(["--product", "MainActorApp"], scratch: scratch)
        #expect(build.status == 0, "\(build.log.suffix(4000))")
        let warnings = build.log.components(separatedBy: "\n").filter { $0.contains(".swift:") && ($0.contains(": warning:") || $0.contains(": error:")) }
        #expect(warnings.isEmpty, "\(warnings.prefix(10).joined(separator: "\n"))")

        let app = try Self.run(scratch + "/debug/MainActorApp", limit: 60)
        let output = app.log
        #expect(app.status == 0, "\(output)")
        #expect(output.contains("decoded off the main actor: chatcmpl-1; requests to a closed port that failed: 3 of 3"), "\(output)")
    }
}
