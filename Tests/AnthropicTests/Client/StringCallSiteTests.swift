import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// Issue 10, "Why", Anthropic side: named models (`.claudeSonnet4_5`, unknown names kept),
/// `.user(prompt)` with a `String` value, `Message.text`, a cache TTL that reads `.ttl1h`.
@Suite(.timeLimit(.minutes(10)))
struct StringCallSiteTests {
    @Test func modelsHaveNamesAndUnknownNamesSurvive() throws {
        #expect(Model.claudeSonnet4_5.rawValue == "claude-sonnet-4-5")
        #expect(Model.claudeHaiku4_5_20251001.rawValue == "claude-haiku-4-5-20251001")
        let decoded = try JSONDecoder().decode([Model].self, from: Data(#"["claude-sonnet-4-5","claude-x"]"#.utf8))
        #expect(decoded == [.claudeSonnet4_5, .unknown("claude-x")])
        #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == #"["claude-sonnet-4-5","claude-x"]"#)
        #expect(CacheControlEphemeral(ttl: .ttl1h).ttl?.rawValue == "1h")
    }

    /// `model:` and `system:` take `String` variables as well as literals and named models.
    @Test func modelAndSystemTakeStringValues() async throws {
        let reply: JSONValue = [
            "id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
            "content": [["type": "text", "text": "Hi"]], "stop_reason": "end_turn", "stop_sequence": nil,
            "usage": ["input_tokens": 9, "output_tokens": 2],
        ]
        let session = try await LoopbackServer.shared().mockSession(Array(repeating: .json(reply), count: 3))
        let claude = AnthropicClient(apiKey: "sk-ant-strings", baseURL: session.baseURL)
        let modelName = "claude-opus-4-1", rules = "Be brief"

        _ = try await claude.messages.create(.init(model: modelName, messages: [.user("Hi")], maxTokens: 64, system: rules))
        _ = try await claude.messages.create(.init(model: .claudeSonnet4_5, messages: [.user("Hi")], maxTokens: 64, system: rules))
        _ = try await claude.messages.create(.init(model: "claude-x", messages: [.user("Hi")], maxTokens: 64, system: "Be kind"))

        let bodies = try await session.requests().map(\.bodyJSON)
        #expect(bodies[0]?["model"] == "claude-opus-4-1" && bodies[0]?["system"] == "Be brief")
        #expect(bodies[1]?["model"] == "claude-sonnet-4-5" && bodies[1]?["system"] == "Be brief")
        #expect(bodies[2]?["model"] == "claude-x" && bodies[2]?["system"] == "Be kind")
    }

    @Test func userTakesAStringValueAndTextJoinsTheTextBlocks() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json([
            "id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
            "content": [["type": "thinking", "thinking": "hm", "signature": "s"],
                        ["type": "text", "text": "Hello, "], ["type": "text", "text": "Claude"]],
            "stop_reason": "end_turn", "stop_sequence": nil, "usage": ["input_tokens": 9, "output_tokens": 2],
        ])])
        let claude = AnthropicClient(apiKey: "sk-ant-strings", baseURL: session.baseURL)
        let prompt = "Hello", earlier = "Hi!"

        let message = try await claude.messages.create(.init(
            model: .claudeSonnet4_5, messages: [.user(prompt), .assistant(earlier), .user(prompt)], maxTokens: 64))

        #expect(message.text == "Hello, Claude")
        #expect(try await session.onlyRequest().bodyJSON?["messages"] == [
            ["role": "user", "content": "Hello"], ["role": "assistant", "content": "Hi!"], ["role": "user", "content": "Hello"],
        ])
    }
}
