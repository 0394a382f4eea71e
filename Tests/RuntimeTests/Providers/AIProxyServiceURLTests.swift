import Foundation
import Testing
@testable import AIClientRuntime

/// AIProxy's `serviceURL` means the dashboard's service URL for both presets (issue 33): a
/// trailing `/v1` (with or without a slash) is accepted and not doubled.
@Suite struct AIProxyServiceURLTests {
    static let services = [
        "https://api.aiproxy.com/1a2b/3c4d", "https://api.aiproxy.com/1a2b/3c4d/",
        "https://api.aiproxy.com/1a2b/3c4d/v1", "https://api.aiproxy.com/1a2b/3c4d/v1/", "https://api.aiproxy.com/1a2b/3c4d/V1",
    ]

    @Test(arguments: services)
    func bothPresetsReadTheSameServiceURL(_ service: String) throws {
        let url = try #require(URL(string: service))
        let openAI = OpenAIProvider.aiProxy(partialKey: "v2|partial-0123456789", serviceURL: url)
        let anthropic = AnthropicProvider.aiProxy(partialKey: "v2|partial-0123456789", serviceURL: url)
        // OpenAI's paths (`/chat/completions`) go after `/v1`; Anthropic's carry `/v1` themselves.
        #expect(openAI.baseURL.absoluteString == "https://api.aiproxy.com/1a2b/3c4d/v1")
        #expect(anthropic.baseURL.absoluteString == "https://api.aiproxy.com/1a2b/3c4d")
    }

    @Test func onlyAWholeTrailingV1SegmentIsDropped() throws {
        for (service, root) in [
            ("https://proxy.example.com/v1", "https://proxy.example.com"),
            ("https://proxy.example.com/api/v10", "https://proxy.example.com/api/v10"),
            ("https://proxy.example.com/v1/abc", "https://proxy.example.com/v1/abc"),
            ("https://proxy.example.com/abcv1", "https://proxy.example.com/abcv1"),
            ("https://proxy.example.com/a%20b/v1?x=1", "https://proxy.example.com/a%20b?x=1"),
        ] {
            let url = try #require(URL(string: service))
            #expect(AIProxyOptions.serviceRoot(url).absoluteString == root, "\(service)")
        }
    }
}
