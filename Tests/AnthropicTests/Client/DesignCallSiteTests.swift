import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// The Anthropic call of docs/call-sites.md (the official SDKs' first call, as written here),
/// run against the loopback server; the page says where and why it differs from the SDKs'.
@Suite(.timeLimit(.minutes(10)))
struct DesignCallSiteTests {
    @Test func thePageShowsThisCode() throws {
        let mismatch = try ReadmeSnippet.mismatch("call-sites-claude", source: URL(fileURLWithPath: #filePath), document: ReadmeSnippet.callSites)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func createMessage() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json([
            "id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
            "content": [["type": "text", "text": "Hello!"]], "stop_reason": "end_turn", "stop_sequence": nil,
            "usage": ["input_tokens": 9, "output_tokens": 2],
        ])])
        let key = "sk-ant-design"
        var output = ""
        func print(_ text: String) { Swift.print(text, to: &output) }
        let claude = AnthropicClient(apiKey: key, baseURL: session.baseURL)

        // README: call-sites-claude
        let message = try await claude.messages.create(.init(
            model: "claude-sonnet-4-5", messages: [.user("Hello, Claude")], maxTokens: 1024))
        print(message.text)
        // README: end

        #expect(message.id == "msg_01")
        #expect(output == "Hello!\n")
        #expect(try await session.onlyRequest().bodyJSON == [
            "model": "claude-sonnet-4-5", "max_tokens": 1024, "messages": [["role": "user", "content": "Hello, Claude"]],
        ])
    }
}
