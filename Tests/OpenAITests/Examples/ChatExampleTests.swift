import AIClientsTestSupport
import Foundation
import Testing

/// Builds the `chat` command of the `Examples/` package and talks to it as a user would: a line
/// on its standard input, a recorded chat stream from the loopback server as the reply, and the
/// streamed text on its standard output.
///
/// It compiles the runtime and the chat family (`OpenAIChat`) a second time, for the Examples
/// package, into a scratch folder kept under `.build/` so that later runs only rebuild what
/// changed. `Scripts/test`
/// runs this suite on its own, after the rest.
@Suite(.serialized) struct ChatExampleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let scratch = root.appendingPathComponent(".build/examples-chat").path

    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `executable` with `arguments`, `input` on its standard input, killed after `limit` seconds.
    static func run(_ executable: String, _ arguments: [String], input: String = "",
                    environment: [String: String]? = nil, limit: TimeInterval) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: deadline)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The first recorded chat stream that has text, and that text.
    static func recordedChatStream() throws -> (RecordedStream, String)? {
        let file = root.appendingPathComponent("Tests/OpenAITests/Fixtures/recorded/openai.jsonl")
        for recording in try RecordedStream.load(file) where recording.path == "/chat/completions" {
            let text = recording.rawEvents.compactMap { event -> String? in
                let choices = event.object?["choices"] as? [[String: Any]]
                return (choices?.first?["delta"] as? [String: Any])?["content"] as? String
            }.joined()
            if !text.isEmpty { return (recording, text) }
        }
        return nil
    }

    @Test func chatStreamsTheReplyToStandardOutput() async throws {
        let build = try Self.run("/usr/bin/env", [
            "swift", "build", "--package-path", Self.root.appendingPathComponent("Examples").path,
            "--scratch-path", Self.scratch, "--product", "chat",
        ], limit: 2400)
        try #require(build.status == 0, "\(build.output.suffix(4000))")
        #expect(!build.output.contains("warning:"), "\(build.output.suffix(4000))")

        let (recording, text) = try #require(try Self.recordedChatStream())
        let script = try await StreamScript.replay(recording, .init(chunk: 64))
        var environment = ProcessInfo.processInfo.environment
        environment["OPENAI_API_KEY"] = "sk-test"
        environment["OPENAI_BASE_URL"] = script.baseURL.absoluteString
        let chat = try Self.run(Self.scratch + "/debug/chat", ["gpt-4o-mini"], input: "Say hello\n\n",
                                environment: environment, limit: 60)
        #expect(chat.status == 0, "\(chat.output)")
        #expect(chat.output.contains(text), "\(chat.output)")
        #expect(!chat.output.contains("error:"), "\(chat.output)")

        let log = try await script.log()
        #expect(log.requests == 1)
        let body = try #require(log.requestBodies.first ?? nil)
        #expect(body.contains(#""content":"Say hello""#), "\(body)")
        #expect(body.contains(#""stream":true"#), "\(body)")
        #expect(body.contains(#""model":"gpt-4o-mini""#), "\(body)")

        // Without a key it says what to set, and sends nothing.
        environment["OPENAI_API_KEY"] = nil
        let keyless = try Self.run(Self.scratch + "/debug/chat", [], environment: environment, limit: 30)
        #expect(keyless.status == 2)
        #expect(keyless.output.contains("Set OPENAI_API_KEY"))
        #expect(try await script.log().requests == 1)
    }
}
