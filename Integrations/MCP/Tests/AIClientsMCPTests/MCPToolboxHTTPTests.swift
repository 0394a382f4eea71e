import AIClientRuntime
import AIClientsMCP
import Foundation
import OpenAIResponses
import Testing

/// The bridge against a Streamable HTTP MCP server we did not write (`Python/http_server.py`,
/// the MCP Python SDK) on 127.0.0.1. Skipped when python3 cannot import mcp 2 and uvicorn.
@Suite(.timeLimit(.minutes(3)), .enabled(if: HTTPServerProcess.pythonIsAvailable, "the MCP Python SDK 2 is not installed (pip install 'mcp>=2')"))
struct MCPToolboxHTTPTests {
    /// Connects a toolbox to a new server started with `arguments`; both are ended after `body`.
    func withServer(_ arguments: [String] = [], timeout: Duration = .seconds(30), _ body: (MCPToolbox, HTTPServerProcess) async throws -> Void) async throws {
        let server = try await HTTPServerProcess.python(arguments)
        let toolbox = MCPToolbox(callTimeout: timeout, connectTimeout: .seconds(30))
        do {
            try await body(toolbox, server)
        } catch {
            await toolbox.close()
            await server.stop()
            throw error
        }
        await toolbox.close()
        await server.stop()
    }

    @Test(arguments: [[], ["--json-response"]])
    func toolsArriveAndAnswerOverSSEAndJSONReplies(_ arguments: [String]) async throws {
        try await withServer(arguments) { toolbox, server in
            try await toolbox.connect("python", url: server.url)
            let handlers = try await toolbox.handlers()
            #expect(handlers.map(\.name) == ["add", "fail", "slow", "grow"])
            let add = try #require(handlers.first { $0.name == "add" })
            #expect(add.description == "Adds a and b")
            #expect(add.parameters.json["required"] == ["a", "b"])
            #expect(try await add(arguments: #"{"a": 2, "b": 3}"#) == "5")
            #expect(try await toolbox.call("add", on: "python", arguments: #"{"a": 40, "b": 2}"#) == "42")
            let fail = try #require(handlers.first { $0.name == "fail" })
            #expect(try await fail(arguments: "{}").hasPrefix("Error: tool 'fail' of MCP server 'python': "))
            let error = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.call("fail", on: "python") }
            #expect(error?.kind == .toolFailed)
            #expect(error?.message.contains("the tool failed on purpose") == true, "\(error?.message ?? "")")
            let unknown = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.call("nosuch", on: "python") }
            // The Python SDK answers a tool it does not have with isError, not a JSON-RPC error.
            #expect(unknown?.kind == .toolFailed)
            #expect(unknown?.message.contains("nosuch") == true)
        }
    }

    /// Prompts and resources from a server we did not write, and its errors for ones it does not have.
    @Test func promptsAndResourcesArriveFromThePythonSDK() async throws {
        try await withServer { toolbox, server in
            try await toolbox.connect("python", url: server.url)
            let prompts = try await toolbox.prompts()
            #expect(prompts.map(\.name) == ["review_code"])
            #expect(prompts.first?.arguments.map(\.name) == ["code"])
            #expect(prompts.first?.arguments.first?.required == true)
            let messages = try await toolbox.prompt("review_code", on: "python", arguments: ["code": "let x = 1"])
            #expect(messages == [
                MCPPromptMessage(role: .user, content: .text("Please review this code:\nlet x = 1")),
                MCPPromptMessage(role: .assistant, content: .text("I will review it.")),
            ])
            let resources = try await toolbox.resources(on: "python")
            #expect(Set(resources.map(\.uri)) == ["file:///docs/guide.md", "file:///images/dot.png"])
            let guide = try await toolbox.readResource("file:///docs/guide.md", on: "python")
            #expect(guide.first?.text == "# Review guide")
            #expect(guide.first?.mimeType == "text/markdown")
            let dot = try await toolbox.readResource("file:///images/dot.png", on: "python")
            #expect(dot.first?.imageType == "image/png")
            #expect(dot.first?.data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
            let prompt = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.prompt("nosuch", on: "python") }
            #expect(prompt?.kind == .unknownPrompt)
            let resource = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.readResource("file:///nosuch", on: "python") }
            #expect(resource?.kind == .unknownResource)
        }
    }

    @Test func aChangedToolListIsListedAgain() async throws {
        try await withServer { toolbox, server in
            try await toolbox.connect("python", url: server.url)
            #expect(try await toolbox.handlers().count == 4)
            #expect(try await toolbox.call("grow", on: "python") == "grown")
            var names: [String] = []
            for _ in 0..<100 {
                names = try await toolbox.handlers().map(\.name)
                if names.contains("extra") { break }
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(names.contains("extra"))
        }
    }

    @Test func headersGoWithEveryRequest() async throws {
        try await withServer(["--token", "t0ken"]) { toolbox, server in
            let refused = await #expect(throws: MCPBridgeError.self) { try await toolbox.connect("locked", url: server.url) }
            #expect(refused?.kind == .connectionFailed)
            try await toolbox.connect("python", url: server.url, headers: ["Authorization": "Bearer t0ken"])
            #expect(try await toolbox.call("add", on: "python", arguments: #"{"a": 1, "b": 1}"#) == "2")
            #expect(try await toolbox.handlers().map(\.name) == ["add", "fail", "slow", "grow"])
        }
    }

    @Test func aCallThatOutlastsItsTimeoutEndsAndTheServerStillAnswers() async throws {
        // Long enough for the next call on a loaded machine, short beside the 20 s asked for.
        try await withServer(timeout: .seconds(3)) { toolbox, server in
            try await toolbox.connect("python", url: server.url)
            let start = ContinuousClock.now
            let slow = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.call("slow", on: "python", arguments: #"{"seconds": 20}"#) }
            #expect(slow?.kind == .timedOut)
            #expect(ContinuousClock.now - start < .seconds(10))
            #expect(try await toolbox.call("add", on: "python", arguments: #"{"a": 1, "b": 2}"#) == "3")
        }
    }

    @Test func aServerThatIsGoneIsATypedErrorWithoutHanging() async throws {
        let server = try await HTTPServerProcess.python()
        // The first connect is set-up (the Python server can take seconds to answer under load);
        // a connect that hung on the stopped server would still reach its 30 s, past the bound below.
        let toolbox = MCPToolbox(callTimeout: .seconds(5), connectTimeout: .seconds(30))
        try await toolbox.connect("python", url: server.url)
        await server.stop()
        let start = ContinuousClock.now
        let gone = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.call("add", on: "python", arguments: #"{"a": 1, "b": 1}"#) }
        #expect(gone?.kind == .connectionFailed)
        let unreachable = await #expect(throws: MCPBridgeError.self) { try await toolbox.connect("nobody", url: server.url) }
        #expect(unreachable?.kind == .connectionFailed)
        let notHTTP = await #expect(throws: MCPBridgeError.self) { try await toolbox.connect("file", url: URL(fileURLWithPath: "/mcp")) }
        #expect(notHTTP?.kind == .connectionFailed)
        #expect(ContinuousClock.now - start < .seconds(15))
        await toolbox.close()
    }

    @Test func aResponsesToolLoopRunsTheServersTools() async throws {
        let session = try await ModelServer.session(MCPToolLoopTests.responsesReplies)
        let client = OpenAIClient(apiKey: "sk-mcp-test", baseURL: session.base, retryPolicy: .none)
        try await withServer(["--token", "t0ken"]) { toolbox, server in
            try await toolbox.connect("calculator", url: server.url, headers: ["Authorization": "Bearer t0ken"])
            let response = try await client.responses.runTools(
                .init(model: "gpt-4o-mini", input: "What is 2 + 3?"), tools: try await toolbox.handlers())
            #expect(response.outputText == "2 + 3 = 5")
        }
        let requests = try await session.requests()
        #expect(requests.count == 2)
        let input = requests.last?["input"] as? [[String: Any]] ?? []
        #expect(input.first?["type"] as? String == "function_call_output")
        #expect(input.first?["call_id"] as? String == "call_1")
        #expect(input.first?["output"] as? String == "5")
    }
}
