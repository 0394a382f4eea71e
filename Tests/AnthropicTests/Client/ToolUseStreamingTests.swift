import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// `claude.messages.runToolsStreaming` against the loopback server answering with recorded
/// streams: Claude calling two tools in one turn, then a text answer.
@Suite(.timeLimit(.minutes(10)))
struct ToolUseStreamingTests {
    @Test func theCookbookShowsThisCode() throws {
        let mismatch = try ReadmeSnippet.mismatch("anthropic-run-tools-stream", source: URL(fileURLWithPath: #filePath), document: ReadmeSnippet.cookbook)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    struct Location: Decodable, Sendable { var location: String }
    struct Zone: Decodable, Sendable { var timezone: String }

    @Test func theCookbookTypesDeriveTheSchemasWrittenByHand() throws {
        #expect(try JSONSchema(for: Location.self) == .object(["location": .string()]))
        #expect(try JSONSchema(for: Zone.self) == .object(["timezone": .string()]))
        #expect(try JSONSchema(for: ToolUseTests.City.self) == .object(["city": .string()]))
    }

    static let sse = ["Content-Type": "text/event-stream"]

    /// A recorded stream that calls `get_weather` and `get_time`, and one that answers with text.
    static func streams() throws -> (toolUse: String, answer: String) {
        let messages = RecordedStreams.messages
        let toolUse = try #require(messages.first { $0.body.contains(#""name":"get_weather""#) && $0.body.contains(#""name":"get_time""#) })
        let answer = try #require(messages.first { !$0.body.contains("tool_use") && $0.body.contains("text_delta") && $0.body.utf8.count < 5000 })
        return (toolUse.body, answer.body)
    }

    @Test func streamsEveryRoundAndAnswersBothCalls() async throws {
        let (toolUse, answer) = try Self.streams()
        let session = try await LoopbackServer.shared().mockSession([.text(toolUse, headers: Self.sse), .text(answer, headers: Self.sse)])
        let claude = AnthropicClient(apiKey: "sk-ant", baseURL: session.baseURL)
        var text = ""
        var results: [Message] = []
        // README: anthropic-run-tools-stream
        let weather = try TypedTool("get_weather", arguments: Location.self)
        let time = try TypedTool("get_time", arguments: Zone.self)
        for try await event in claude.messages.runToolsStreaming(
            .init(model: .claudeSonnet4_5, messages: [.user("Weather and time in New York?")], maxTokens: 1024),
            tools: [ToolHandler(weather) { "sunny in \($0.location)" }, ToolHandler(time) { "09:00 in \($0.timezone)" }]) {
            text += event.textDelta ?? ""
            if case .result(let message) = event { results.append(message) }
        }
        // README: end
        #expect(results.count == 2)
        #expect(text == results.map(\.text).joined())
        #expect(text.hasPrefix("I'll check both the current weather and time in New York simultaneously right away!"))
        let requests = try await session.requests()
        #expect(requests.count == 2)
        #expect(requests[0].bodyJSON?["stream"] == true)
        #expect(requests[0].bodyJSON?["tools"]?[1]?["name"] == "get_time")
        // The derived schemas: what the cookbook once wrote by hand.
        #expect(requests[0].bodyJSON?["tools"]?[0]?["input_schema"] == [
            "type": "object", "properties": ["location": ["type": "string"]], "required": ["location"], "additionalProperties": false])
        #expect(requests[0].bodyJSON?["tools"]?[1]?["input_schema"] == [
            "type": "object", "properties": ["timezone": ["type": "string"]], "required": ["timezone"], "additionalProperties": false])
        let turns = requests[1].bodyJSON?["messages"]
        #expect(turns?[1]?["role"] == "assistant")
        #expect(turns?[1]?["content"]?[1]?["input"] == ["location": "New York, NY"])
        #expect(turns?[2]?["content"] == [
            ["type": "tool_result", "tool_use_id": "toolu_01Mo5Ee5Yb7vrzaxSNS5DVuP", "content": "sunny in New York, NY"],
            ["type": "tool_result", "tool_use_id": "toolu_01GDAGw1KUdi1DCPPprMKGHR", "content": "09:00 in America/New_York"],
        ])
    }

    @Test func stopsOnAToolWithoutHandler() async throws {
        let (toolUse, _) = try Self.streams()
        let session = try await LoopbackServer.shared().mockSession([.text(toolUse, headers: Self.sse), .text(toolUse, headers: Self.sse)])
        let claude = AnthropicClient(apiKey: "sk-ant", baseURL: session.baseURL)
        let weather = TypedTool("get_weather", parameters: .object(["location": .string()]), arguments: Location.self)
        var toolResults = 0
        let error = await #expect(throws: AIClientError.self) {
            for try await event in claude.messages.runToolsStreaming(
                .init(model: .claudeSonnet4_5, messages: [.user("Weather?")], maxTokens: 1024), tools: [ToolHandler(weather) { _ in "x" }]) {
                if case .toolResult = event { toolResults += 1 }
            }
        }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message?.contains("get_time") == true)
        #expect(toolResults == 0)
        #expect(try await session.requests().count == 1)
    }
}
