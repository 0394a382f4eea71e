import AIClientRuntime
import AIClientsMCP
import AnthropicMessages
import Foundation
import OpenAIResponses
import Testing

/// The bridge against `mcp-test-server --http`: the MCP Swift SDK's own Streamable HTTP server
/// transport on 127.0.0.1 (needs nothing but this package; `MCPToolboxHTTPTests` checks the
/// same against the MCP Python SDK).
@Suite(.timeLimit(.minutes(3)))
struct MCPToolboxSwiftHTTPTests {
    /// Connects a toolbox to a new server; both are ended after `body`.
    func withServer(timeout: Duration = .seconds(30), _ body: (MCPToolbox) async throws -> Void) async throws {
        let server = try await HTTPServerProcess.swift()
        let toolbox = MCPToolbox(callTimeout: timeout, connectTimeout: .seconds(30))
        do {
            try await toolbox.connect("swift", url: server.url)
            try await body(toolbox)
        } catch {
            await toolbox.close()
            await server.stop()
            throw error
        }
        await toolbox.close()
        await server.stop()
    }

    @Test func toolsArriveAndAnswer() async throws {
        try await withServer { toolbox in
            let handlers = try await toolbox.handlers()
            #expect(handlers.map(\.name) == ["add", "fail", "picture", "crash", "slow", "grow"])
            let add = try #require(handlers.first { $0.name == "add" })
            #expect(add.parameters.json["required"] == ["a", "b"])
            #expect(try await add(arguments: #"{"a": 2, "b": 3}"#) == "5")
            let picture = try #require(handlers.first { $0.name == "picture" })
            #expect(try await picture(arguments: "{}") == "a dot\n[image image/png, 8 bytes]")
            let fail = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.call("fail", on: "swift") }
            #expect(fail?.kind == .toolFailed)
            #expect(fail?.message == "the tool failed on purpose")
            let unknown = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.call("nosuch", on: "swift") }
            #expect(unknown?.kind == .protocolError)
        }
    }

    @Test func promptsAndResourcesArriveOverHTTP() async throws {
        try await withServer { toolbox in
            #expect(try await toolbox.prompts().map(\.name) == ["review_code"])
            let messages = try await toolbox.prompt("review_code", on: "swift", arguments: ["code": "let x = 1"])
            #expect(messages.map(\.role) == [.user, .user, .user, .assistant])
            #expect(messages.first?.content == .text("Please review this code:\nlet x = 1"))
            #expect(try await toolbox.resources().map(\.uri) == ["file:///docs/guide.md", "file:///images/dot.png"])
            let dot = try await toolbox.readResource("file:///images/dot.png", on: "swift")
            #expect(dot.first?.mimeType == "image/png")
            #expect(dot.first?.data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
            let unknown = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.readResource("file:///nosuch", on: "swift") }
            #expect(unknown?.kind == .unknownResource)
        }
    }

    @Test func closingEndsTheServersSession() async throws {
        let server = try await HTTPServerProcess.swift()
        let toolbox = MCPToolbox()
        try await toolbox.connect("swift", url: server.url)
        #expect(try await toolbox.call("add", on: "swift", arguments: #"{"a": 1, "b": 2}"#) == "3")
        await toolbox.close()
        // mcp-test-server --http exits once its session is deleted.
        for _ in 0..<100 where server.isRunning { try await Task.sleep(for: .milliseconds(20)) }
        #expect(!server.isRunning)
        await server.stop()
    }

    @Test func aStalledCallTimesOutAndTheServerStillAnswers() async throws {
        try await withServer(timeout: .seconds(3)) { toolbox in
            let start = ContinuousClock.now
            let slow = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.call("slow", on: "swift", arguments: #"{"seconds": 20}"#) }
            #expect(slow?.kind == .timedOut)
            #expect(ContinuousClock.now - start < .seconds(15))
            let sum = try await toolbox.call("add", on: "swift", arguments: #"{"a": 1, "b": 2}"#)
            #expect(sum == "3")
        }
    }

    /// The crash is seen when the connection breaks, not when the call's timeout ends: the error
    /// is `connectionFailed` (not `timedOut`), well inside a timeout long enough that a loaded
    /// machine cannot reach it (a bound of seconds failed once when CI's tests ran in parallel).
    @Test func aServerThatDiesMidCallIsAConnectionError() async throws {
        try await withServer(timeout: .seconds(120)) { toolbox in
            let start = ContinuousClock.now
            let crashed = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.call("crash", on: "swift") }
            #expect(crashed?.kind == .connectionFailed)
            #expect(ContinuousClock.now - start < .seconds(60))
        }
    }

    @Test func aClaudeToolLoopRunsTheServersTools() async throws {
        let session = try await ModelServer.session(MCPToolLoopTests.claudeReplies)
        let claude = AnthropicClient(apiKey: "sk-ant-mcp-test", baseURL: session.base, retryPolicy: .none)
        try await withServer { toolbox in
            let message = try await claude.messages.runTools(
                .init(model: .claudeSonnet4_5, messages: [.user("What is 2 + 3?")], maxTokens: 256), tools: try await toolbox.handlers())
            #expect(message.text == "2 + 3 = 5")
        }
        let requests = try await session.requests()
        #expect(requests.count == 2)
        let results = (requests.last?["messages"] as? [[String: Any]])?.last?["content"] as? [[String: Any]] ?? []
        #expect(results.count == 1)
        #expect(results.first?["tool_use_id"] as? String == "toolu_1")
        #expect(results.first?["content"] as? String == "5")
    }

    @Test func aResponsesToolLoopRunsTheServersTools() async throws {
        let session = try await ModelServer.session(MCPToolLoopTests.responsesReplies)
        let client = OpenAIClient(apiKey: "sk-mcp-test", baseURL: session.base, retryPolicy: .none)
        let server = try await HTTPServerProcess.swift()
        let serverURL = server.url
        let token = "t0ken"  // this server takes any
        // README: mcp-http
        let toolbox = MCPToolbox()
        try await toolbox.connect("calculator", url: serverURL, headers: ["Authorization": "Bearer \(token)"])
        let response = try await client.responses.runTools(
            .init(model: "gpt-4o-mini", input: "What is 2 + 3?"), tools: try await toolbox.handlers())
        print(response.outputText ?? "")
        await toolbox.close()
        // README: end
        await server.stop()
        #expect(response.outputText == "2 + 3 = 5")
        let requests = try await session.requests()
        #expect(requests.count == 2)
        let input = requests.last?["input"] as? [[String: Any]] ?? []
        #expect(input.first?["type"] as? String == "function_call_output")
        #expect(input.first?["call_id"] as? String == "call_1")
        #expect(input.first?["output"] as? String == "5")
        #expect(try ReadmeBlock.lines("mcp-http") == ReadmeBlock.region("mcp-http", in: #filePath))
    }
}
