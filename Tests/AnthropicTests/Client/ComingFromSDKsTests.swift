import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// docs/call-sites.md, "Coming from the official SDKs" (issue 33): Claude's habits of the
/// Python and TypeScript SDKs as written here. Compiled, not run (the loopback tests of each
/// call are elsewhere); the page must read the same.
@Suite struct ComingFromSDKsTests {
    @Test func thePageShowsThisCode() throws {
        let mismatch = try ReadmeSnippet.mismatch("coming-from-anthropic", source: URL(fileURLWithPath: #filePath), document: ReadmeSnippet.callSites)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    static func habits(claude: AnthropicClient) async throws {
        // README: coming-from-anthropic
        let message = try await claude.messages.create(.init(
            model: "claude-sonnet-4-5", messages: [.user("Hello, Claude")], maxTokens: 1024))
        print(message.text)
        for try await text in try await claude.messages.stream(.init(
            model: "claude-sonnet-4-5", messages: [.user("Hello, Claude")], maxTokens: 1024)).textStream {
            print(text, terminator: "")
        }
        // README: end
    }

    /// `AnthropicClient(baseURL:)` takes text as well as a `URL`.
    @Test func aBaseURLAsText() {
        let claude = AnthropicClient(apiKey: "sk-ant-0123456789", baseURL: "https://gateway.example.com", environment: [:])
        #expect(claude.core.baseURL.absoluteString == "https://gateway.example.com")
    }
}
