import AIClientRuntime
import AIClientsMCP
import AnthropicMessages
import Foundation
import OpenAIResponses
import Testing

/// The Responses and Claude tool loops with an MCP server's tools (`mcp-test-server` over
/// stdio) against the loopback model server: the model asks for `add`, the bridge calls the
/// server, the result goes back in the next request, the final answer arrives. (The chat loop
/// is `MCPToolboxTests.aChatToolLoopRunsTheServersTools`.) The replies have the shapes of
/// recorded API traffic.
@Suite(.timeLimit(.minutes(3)))
struct MCPToolLoopTests {
    /// A Responses reply that calls `add` with 2 and 3, and the final one.
    static var responsesReplies: [[String: Any]] {
        [
            ["id": "resp_1", "object": "response", "created_at": 1, "status": "completed", "model": "gpt-4o-mini", "error": NSNull(),
             "output": [["id": "fc_1", "type": "function_call", "status": "completed", "call_id": "call_1", "name": "add", "arguments": #"{"a":2,"b":3}"#]]],
            ["id": "resp_2", "object": "response", "created_at": 2, "status": "completed", "model": "gpt-4o-mini", "error": NSNull(),
             "output": [["id": "msg_1", "type": "message", "status": "completed", "role": "assistant",
                         "content": [["type": "output_text", "annotations": [] as [Any], "logprobs": [] as [Any], "text": "2 + 3 = 5"]]]]],
        ]
    }

    /// A Claude reply that calls `add` with 2 and 3 (after a text block), and the final one.
    static var claudeReplies: [[String: Any]] {
        [
            ["model": "claude-sonnet-4-5", "id": "msg_1", "type": "message", "role": "assistant",
             "content": [["type": "text", "text": "Let me add them."], ["type": "tool_use", "id": "toolu_1", "name": "add", "input": ["a": 2, "b": 3]]],
             "stop_reason": "tool_use", "stop_sequence": NSNull(), "usage": ["input_tokens": 20, "output_tokens": 10]],
            ["model": "claude-sonnet-4-5", "id": "msg_2", "type": "message", "role": "assistant",
             "content": [["type": "text", "text": "2 + 3 = 5"]],
             "stop_reason": "end_turn", "stop_sequence": NSNull(), "usage": ["input_tokens": 40, "output_tokens": 8]],
        ]
    }

    @Test func aResponsesToolLoopRunsTheServersTools() async throws {
        let session = try await ModelServer.session(Self.responsesReplies)
        let client = OpenAIClient(apiKey: "sk-mcp-test", baseURL: session.base, retryPolicy: .none)
        let toolbox = MCPToolbox()
        try await toolbox.connect("calculator", command: MCPToolboxTests.server)
        let response = try await client.responses.runTools(
            .init(model: "gpt-4o-mini", input: "What is 2 + 3?"), tools: try await toolbox.handlers())
        await toolbox.close()
        #expect(response.outputText == "2 + 3 = 5")
        let requests = try await session.requests()
        #expect(requests.count == 2)
        let tools = (requests.first?["tools"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(tools == ["add", "fail", "picture", "crash", "slow", "grow"])
        #expect(requests.last?["previous_response_id"] as? String == "resp_1")
        let input = requests.last?["input"] as? [[String: Any]] ?? []
        #expect(input.count == 1)
        #expect(input.first?["type"] as? String == "function_call_output")
        #expect(input.first?["call_id"] as? String == "call_1")
        #expect(input.first?["output"] as? String == "5")
    }

    @Test func aClaudeToolLoopRunsTheServersTools() async throws {
        let session = try await ModelServer.session(Self.claudeReplies)
        let claude = AnthropicClient(apiKey: "sk-ant-mcp-test", baseURL: session.base, retryPolicy: .none)
        let toolbox = MCPToolbox()
        try await toolbox.connect("calculator", command: MCPToolboxTests.server)
        let message = try await claude.messages.runTools(
            .init(model: .claudeSonnet4_5, messages: [.user("What is 2 + 3?")], maxTokens: 256), tools: try await toolbox.handlers())
        await toolbox.close()
        #expect(message.text == "2 + 3 = 5")
        let requests = try await session.requests()
        #expect(requests.count == 2)
        let tools = requests.first?["tools"] as? [[String: Any]] ?? []
        #expect(tools.compactMap { $0["name"] as? String } == ["add", "fail", "picture", "crash", "slow", "grow"])
        #expect((tools.first?["input_schema"] as? [String: Any])?["required"] as? [String] == ["a", "b"])
        let messages = requests.last?["messages"] as? [[String: Any]] ?? []
        #expect(messages.count == 3)
        #expect(messages.dropFirst().first?["role"] as? String == "assistant")
        let results = messages.last?["content"] as? [[String: Any]] ?? []
        #expect(messages.last?["role"] as? String == "user")
        #expect(results.count == 1)
        #expect(results.first?["type"] as? String == "tool_result")
        #expect(results.first?["tool_use_id"] as? String == "toolu_1")
        #expect(results.first?["content"] as? String == "5")
    }
}
