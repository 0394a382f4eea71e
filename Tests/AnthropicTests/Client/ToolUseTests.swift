import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// Tool use at the call site (issue 10): a typed tool, its decoded input, the follow-up turns,
/// and the bounded `runTools` loop, against the loopback server.
@Suite(.timeLimit(.minutes(10)))
struct ToolUseTests {
    @Test func theCookbookShowsThisCode() throws {
        let mismatch = try ReadmeSnippet.mismatch("tools-anthropic", source: URL(fileURLWithPath: #filePath), document: ReadmeSnippet.cookbook)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    struct City: Decodable, Sendable { var city: String }

    static func message(_ content: [JSONValue], stop: String) -> JSONValue {
        ["id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5", "content": .array(content),
         "stop_reason": .string(stop), "stop_sequence": nil, "usage": ["input_tokens": 9, "output_tokens": 2]]
    }

    static let toolUse: JSONValue = ["type": "tool_use", "id": "toolu_1", "name": "get_weather", "input": ["city": "Paris"]]

    /// A tool whose schema came as JSON (an MCP server's): sent as it is, its own `required`
    /// kept, and not strict; its handler gets the arguments as JSON text.
    @Test func aSchemaGivenAsJSONIsSentAsItIs() async throws {
        let json: JSONValue = [
            "type": "object",
            "properties": ["a": ["type": "number"], "b": ["type": "number", "minimum": 0]],
            "required": ["a"],
        ]
        let schema = JSONSchema.verbatim(json)
        #expect(schema.json == json)
        #expect(schema.json(for: .anthropic) == json)
        #expect(!schema.isStrict)
        let handler = ToolHandler(name: "add", description: "Adds", parameters: schema) { arguments in "got \(arguments)" }
        #expect(!handler.strict)
        #expect(try await handler(arguments: #"{"a":1}"#) == #"got {"a":1}"#)
        guard case .custom(let tool) = handler.anthropicTool else {
            Issue.record("not a custom tool")
            return
        }
        #expect(tool.inputSchema.required == ["a"])
        #expect(tool.inputSchema.properties == json["properties"])
    }

    @Test func toolRoundTrip() async throws {
        let session = try await LoopbackServer.shared().mockSession([
            .json(Self.message([Self.toolUse], stop: "tool_use")), .json(Self.message([["type": "text", "text": "Sunny"]], stop: "end_turn")),
        ])
        let claude = AnthropicClient(apiKey: "sk-ant", baseURL: session.baseURL)
        // README: tools-anthropic
        let weather = try TypedTool("get_weather", description: "Today's weather", arguments: City.self)
        var messages: [InputMessage] = [.user("Weather in Paris?")]
        let first = try await claude.messages.create(.init(model: .claudeSonnet4_5, messages: messages, maxTokens: 256, tools: [weather.anthropicTool]))
        messages.append(try .assistant(first))
        let results = try first.toolUses.compactMap { call in try weather.arguments(of: call).map { (call, "sunny in \($0.city)") } }
        messages.append(.toolResults(results))
        let answer = try await claude.messages.create(.init(model: .claudeSonnet4_5, messages: messages, maxTokens: 256))
        // README: end
        #expect(answer.text == "Sunny")
        let requests = try await session.requests()
        #expect(requests.first?.bodyJSON?["tools"]?[0]?["input_schema"] == [
            "type": "object", "properties": ["city": ["type": "string"]], "required": ["city"], "additionalProperties": false])
        let echoed = requests.last?.bodyJSON?["messages"]?[1]
        #expect(echoed?["role"] == "assistant")
        for key in ["type", "id", "name", "input"] { #expect(echoed?["content"]?[0]?[key] == Self.toolUse[key]) }
        #expect(requests.last?.bodyJSON?["messages"]?[2] == ["role": "user", "content": [
            ["type": "tool_result", "tool_use_id": "toolu_1", "content": "sunny in Paris"]]])
    }

    @Test func runToolsAnswersUntilTheModelStops() async throws {
        let session = try await LoopbackServer.shared().mockSession([
            .json(Self.message([Self.toolUse], stop: "tool_use")), .json(Self.message([["type": "text", "text": "Done"]], stop: "end_turn")),
        ])
        let claude = AnthropicClient(apiKey: "sk-ant", baseURL: session.baseURL)
        let weather = TypedTool("get_weather", parameters: .object(["city": .string()]), arguments: City.self)
        let answer = try await claude.messages.runTools(
            .init(model: .claudeSonnet4_5, messages: [.user("Weather?")], maxTokens: 256),
            tools: [ToolHandler(weather) { "sunny in \($0.city)" }])
        #expect(answer.text == "Done")
    }
}
