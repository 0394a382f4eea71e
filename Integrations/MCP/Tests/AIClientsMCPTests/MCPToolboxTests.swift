import AIClientRuntime
import AIClientsMCP
import Foundation
import OpenAIChat
import Testing

/// The bridge against a real MCP server (`mcp-test-server`, written with the MCP Swift SDK)
/// over stdio, and in a chat tool loop against the loopback model server.
@Suite(.timeLimit(.minutes(5)))
struct MCPToolboxTests {
    /// The test server beside this test binary (the package's build folder).
    static let server: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mcp-test-server")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside.path }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/mcp-test-server").path
    }()

    func toolbox(_ names: [String] = ["test"], timeout: Duration = .seconds(30)) async throws -> MCPToolbox {
        let toolbox = MCPToolbox(callTimeout: timeout)
        for name in names { try await toolbox.connect(name, command: Self.server) }
        return toolbox
    }

    @Test func toolsArriveWithTheirSchemasAndAnswer() async throws {
        let toolbox = try await toolbox()
        let handlers = try await toolbox.handlers()
        #expect(handlers.map(\.name) == ["add", "fail", "picture", "crash", "slow", "grow"])
        let add = try #require(handlers.first { $0.name == "add" })
        #expect(add.description == "Adds a and b")
        #expect(!add.strict)
        #expect(add.parameters.json["required"] == ["a", "b"])
        #expect(add.chatTool == .function(ChatCompletionTool(function: FunctionObject(
            name: "add", description: "Adds a and b", parameters: add.parameters.json, strict: false))))
        #expect(try await add(arguments: #"{"a": 2, "b": 3}"#) == "5")
        let picture = try #require(handlers.first { $0.name == "picture" })
        #expect(try await picture(arguments: "{}") == "a dot\n[image image/png, 8 bytes]")
        await toolbox.close()
    }

    @Test func aToolsErrorIsTheModelsResultAndTypedOutsideALoop() async throws {
        let toolbox = try await toolbox()
        let fail = try #require(try await toolbox.handlers().first { $0.name == "fail" })
        #expect(try await fail(arguments: "{}") == "Error: tool 'fail' of MCP server 'test': the tool failed on purpose")
        let error = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.call("fail", on: "test") }
        #expect(error?.kind == .toolFailed)
        let bad = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.call("add", on: "test", arguments: "[1,2]") }
        #expect(bad?.kind == .protocolError)
        // The server's JSON-RPC error (not a result with isError) is typed too, and a model's result in a loop.
        let unknown = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.call("nosuch", on: "test") }
        #expect(unknown?.kind == .protocolError)
        #expect(unknown?.message.contains("Unknown tool: nosuch") == true, "\(unknown?.message ?? "")")
        await toolbox.close()
    }

    @Test func aServerThatExitsOrStallsEndsTheCallWithoutHanging() async throws {
        let toolbox = try await toolbox(timeout: .seconds(1))
        let crashed = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.call("crash", on: "test") }
        #expect(crashed?.kind == .serverExited)
        #expect(crashed?.description.contains("status 3") == true)

        let stalling = try await self.toolbox(timeout: .milliseconds(300))
        let start = ContinuousClock.now
        let slow = await #expect(throws: MCPBridgeError.self) { _ = try await stalling.call("slow", on: "test", arguments: #"{"seconds": 20}"#) }
        #expect(slow?.kind == .timedOut)
        #expect(ContinuousClock.now - start < .seconds(10))
        await toolbox.close()
        await stalling.close()
    }

    @Test func namesStayUniqueAcrossServersAndFitTheProviders() async throws {
        let toolbox = try await toolbox(["one", "two"])
        let names = try await toolbox.handlers().map(\.name)
        #expect(names.count == 12)
        #expect(Set(names).count == 12)
        #expect(names.contains("one_add") && names.contains("two_add"))
        let unique = MCPToolboxNames.unique([("a b", "do it!"), ("x", "do it!"), ("x", String(repeating: "n", count: 80))])
        #expect(unique == ["a_b_do_it_", "x_do_it_", String(repeating: "n", count: 64)])
        await toolbox.close()
    }

    @Test func aChangedToolListIsListedAgain() async throws {
        let toolbox = try await toolbox()
        #expect(try await toolbox.handlers().count == 6)
        #expect(try await toolbox.call("grow", on: "test") == "grown")
        // The notification arrives on its own; wait for it (bounded).
        var names: [String] = []
        for _ in 0..<100 {
            names = try await toolbox.handlers().map(\.name)
            if names.contains("extra") { break }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        #expect(names.contains("extra"))
        await toolbox.close()
    }

    /// A handshake that times out leaves nothing behind that reads another server's pipe (the
    /// transport reads descriptors by number): the servers started after it still answer.
    @Test func aHandshakeThatTimesOutDisturbsNoOtherServer() async throws {
        for _ in 0..<3 {
            let hasty = MCPToolbox(connectTimeout: .nanoseconds(1))
            let error = await #expect(throws: MCPBridgeError.self) { try await hasty.connect("hasty", command: Self.server) }
            #expect(error?.kind == .timedOut)
            let toolbox = try await toolbox()
            #expect(try await toolbox.call("add", on: "test", arguments: #"{"a": 1, "b": 1}"#) == "2")
            await toolbox.close()
        }
    }

    @Test func aServerThatCannotStartIsATypedError() async throws {
        let toolbox = MCPToolbox()
        let error = await #expect(throws: MCPBridgeError.self) {
            try await toolbox.connect("missing", command: "/nonexistent/mcp-server")
        }
        #expect(error?.kind == .launchFailed)
        #expect(try await toolbox.handlers().isEmpty)
    }

    @Test func aChatToolLoopRunsTheServersTools() async throws {
        let serverPath = Self.server
        let call: [String: Any] = [
            "id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "gpt-4o",
            "choices": [["index": 0, "finish_reason": "tool_calls", "logprobs": NSNull(), "message": [
                "role": "assistant", "content": NSNull(), "refusal": NSNull(),
                "tool_calls": [["id": "call_1", "type": "function", "function": ["name": "add", "arguments": #"{"a":2,"b":3}"#]]],
            ]]],
        ]
        let answer: [String: Any] = [
            "id": "chatcmpl-2", "object": "chat.completion", "created": 2, "model": "gpt-4o",
            "choices": [["index": 0, "finish_reason": "stop", "logprobs": NSNull(), "message": ["role": "assistant", "content": "2 + 3 = 5", "refusal": NSNull()]]],
        ]
        let session = try await ModelServer.session([call, answer])
        let client = OpenAIClient(apiKey: "sk-mcp-test", baseURL: session.base, retryPolicy: .none)
        // README: mcp
        let toolbox = MCPToolbox()
        try await toolbox.connect("calculator", command: serverPath)  // an MCP server over stdio
        let completion = try await client.chat.completions.runTools(
            .init(messages: [.user("What is 2 + 3?")], model: "gpt-4o"), tools: try await toolbox.handlers())
        print(completion.choices.first?.message.content ?? "")
        // README: end
        #expect(completion.choices.first?.message.content == "2 + 3 = 5")
        let requests = try await session.requests()
        #expect(requests.count == 2)
        let tools = (requests.first?["tools"] as? [[String: Any]])?.compactMap { ($0["function"] as? [String: Any])?["name"] as? String }
        #expect(tools?.contains("add") == true)
        let messages = requests.last?["messages"] as? [[String: Any]] ?? []
        #expect(messages.last?["role"] as? String == "tool")
        #expect(messages.last?["content"] as? String == "5")
        #expect(messages.last?["tool_call_id"] as? String == "call_1")
        await toolbox.close()
        #expect(try ReadmeBlock.lines("mcp") == ReadmeBlock.region("mcp", in: #filePath))
    }
}

/// A README block and the test region that must read the same (imports, the client's creation
/// and leading blank lines aside).
enum ReadmeBlock {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    static func lines(_ name: String) throws -> [String] {
        let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        guard let marker = lines.firstIndex(where: { $0.hasPrefix("<!-- snippet: \(name) ") }),
              let open = lines[marker...].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return [] }
        return lines[(open + 1)..<close].filter { !$0.hasPrefix("import ") && !$0.contains("Client(apiKey: key)") }.drop { $0.isEmpty }.map { $0 }
    }

    static func region(_ name: String, in file: String) throws -> [String] {
        let lines = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8).components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// README: \(name)" }),
              let end = lines[begin...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// README: end" }) else { return [] }
        let region = lines[(begin + 1)..<end]
        let indent = region.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return region.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    }
}
