import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// What a new user writes first, from the official SDKs' READMEs (issue 19): each compiles and
/// does what it reads as, against the loopback server.
@Suite(.timeLimit(.minutes(10)))
struct FirstAttemptsTests {
    static let message: JSONValue = [
        "id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5", "content": [["type": "text", "text": "Yes."]],
        "stop_reason": "end_turn", "stop_sequence": nil, "usage": ["input_tokens": 9, "output_tokens": 2]]

    @Test func thinkingWithABudget() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.message), .json(Self.message)])
        let claude = AnthropicClient(apiKey: "sk-ant", baseURL: session.baseURL)
        _ = try await claude.messages.create(.init(
            model: .claudeSonnet4_5, messages: [.user("Is 1021 prime?")], maxTokens: 4096, thinking: .enabled(budgetTokens: 2048)))
        _ = try await claude.messages.create(.init(
            model: .claudeSonnet4_5, messages: [.user("Is 1021 prime?")], maxTokens: 4096, thinking: .adaptive()))
        let requests = try await session.requests()
        #expect(requests[0].bodyJSON?["thinking"] == ["type": "enabled", "budget_tokens": 2048])
        #expect(requests[1].bodyJSON?["thinking"] == ["type": "adaptive"])
    }

    @Test func textStream() async throws {
        let events: [(String, JSONValue)] = [
            ("message_start", ["type": "message_start", "message": ["id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                                                                     "content": [], "stop_reason": nil, "stop_sequence": nil, "usage": ["input_tokens": 9, "output_tokens": 1]]]),
            ("content_block_start", ["type": "content_block_start", "index": 0, "content_block": ["type": "text", "text": ""]]),
            ("ping", ["type": "ping"]),
            ("content_block_delta", ["type": "content_block_delta", "index": 0, "delta": ["type": "text_delta", "text": "Hello"]]),
            ("content_block_delta", ["type": "content_block_delta", "index": 0, "delta": ["type": "text_delta", "text": ", Claude here."]]),
            ("content_block_stop", ["type": "content_block_stop", "index": 0]),
            ("message_delta", ["type": "message_delta", "delta": ["stop_reason": "end_turn", "stop_sequence": nil], "usage": ["output_tokens": 6]]),
            ("message_stop", ["type": "message_stop"]),
        ]
        let body = events.map { "event: \($0.0)\ndata: \($0.1)\n\n" }.joined()
        let session = try await LoopbackServer.shared().mockSession([.text(body, headers: ["Content-Type": "text/event-stream"])])
        let claude = AnthropicClient(apiKey: "sk-ant", baseURL: session.baseURL)
        var printed = ""
        for try await text in try await claude.messages.stream(.init(model: .claudeSonnet4_5, messages: [.user("Hello")], maxTokens: 1024)).textStream {
            printed += text
        }
        #expect(printed == "Hello, Claude here.")
    }
}
