import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// The Anthropic call site of DESIGN.md ("Generated code: what a user sees"), as close to the
/// text as the generated API allows, run against the loopback server (`docs/call-sites.md`
/// says where and why it differs).
@Suite(.timeLimit(.minutes(1)))
struct DesignCallSiteTests {
    @Test func createMessage() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json([
            "id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
            "content": [["type": "text", "text": "Hello!"]], "stop_reason": "end_turn", "stop_sequence": nil,
            "usage": ["input_tokens": 9, "output_tokens": 2],
        ])])
        let key = "sk-ant-design"

        let claude = AnthropicClient(apiKey: key, baseURL: session.baseURL)
        let message = try await claude.messages.create(.init(
            model: "claude-sonnet-4-5", messages: [.user("Hello, Claude")], maxTokens: 1024))

        #expect(message.id == "msg_01")
        #expect(try await session.onlyRequest().bodyJSON == [
            "model": "claude-sonnet-4-5", "max_tokens": 1024, "messages": [["role": "user", "content": "Hello, Claude"]],
        ])
    }
}
