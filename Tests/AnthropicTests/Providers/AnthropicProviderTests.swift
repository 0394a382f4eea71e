import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// Anthropic presets: first party with an API key or a bearer token, a custom base URL and
/// AIProxy, each for a message, a streamed message and an error; environment defaults.
@Suite(.timeLimit(.minutes(10)))
struct AnthropicProviderTests {
    static let key = "sk-ant-provider-0123456789SECRET"

    static let message: JSONValue = [
        "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
        "content": [["type": "text", "text": "Hello"]], "stop_reason": "end_turn", "stop_sequence": .null,
        "usage": ["input_tokens": 3, "output_tokens": 1],
    ]

    static let stream = MockResponse.text("""
        event: message_start
        data: {"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[],"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":3,"output_tokens":1}}}

        event: content_block_start
        data: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}

        event: content_block_delta
        data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hel"}}

        event: content_block_delta
        data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"lo"}}

        event: message_stop
        data: {"type":"message_stop"}


        """, headers: ["Content-Type": "text/event-stream"])

    static let error = MockResponse.json(
        ["type": "error", "error": ["type": "not_found_error", "message": "model: claude-9"]], status: 404)

    static let request = CreateMessageParams(model: "claude-sonnet-4-5", messages: [.user("Hi")], maxTokens: 64)

    struct Preset: Sendable, CustomTestStringConvertible {
        var provider: AnthropicProvider
        var messagesURL: String
        var headers: [String: String]
        var testDescription: String { provider.name + " " + headers.keys.sorted().joined(separator: ",") }
    }

    static let presets: [Preset] = [
        Preset(provider: .anthropic(apiKey: key, environment: [:]), messagesURL: "https://api.anthropic.com/v1/messages",
               headers: ["x-api-key": key, "anthropic-version": "2026-10-21"]),
        Preset(provider: .anthropic(authToken: key, betas: ["a-1", "b-2"], environment: [:]),
               messagesURL: "https://api.anthropic.com/v1/messages",
               headers: ["authorization": "Bearer \(key)", "anthropic-version": "2026-10-21", "anthropic-beta": "a-1,b-2"]),
        Preset(provider: .custom(baseURL: URL(string: "https://gateway.example.com/anthropic") ?? URL(fileURLWithPath: "/"),
                                 authToken: key, headers: ["X-Team": "core"]),
               messagesURL: "https://gateway.example.com/anthropic/v1/messages",
               headers: ["authorization": "Bearer \(key)", "anthropic-version": "2026-10-21", "x-team": "core"]),
        Preset(provider: .aiProxy(partialKey: "v2|partial-0123456789", serviceURL: URL(string: "https://api.aiproxy.com/abc/def") ?? URL(fileURLWithPath: "/"),
                                  options: .init(clientID: "client-7", deviceCheckToken: { "dc-token" }, deviceCheckBypass: "bypass-0123456789")),
               messagesURL: "https://api.aiproxy.com/abc/def/v1/messages",
               headers: ["aiproxy-partial-key": "v2|partial-0123456789", "aiproxy-client-id": "client-7",
                         "aiproxy-devicecheck": "dc-token", "aiproxy-devicecheck-bypass": "bypass-0123456789",
                         "anthropic-version": "2026-10-21"]),
    ]

    @Test(arguments: presets)
    func messageStreamAndError(_ preset: Preset) async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.message), Self.stream, Self.error])
        let transport = RedirectTransport(to: session)
        let claude = AnthropicClient(provider: preset.provider, timeout: 30, retryPolicy: .none, transport: transport)
        let message = try await claude.messages.create(Self.request)
        #expect(message.id == "msg_1")
        var accumulator = MessageAccumulator()
        for try await event in try await claude.messages.stream(Self.request) { accumulator.add(event) }
        let streamed = try accumulator.result()
        #expect(streamed.content.map { if case .text(let block) = $0 { block.text } else { "" } }.joined() == "Hello")
        let error = await #expect(throws: AIClientError.self) { _ = try await claude.messages.create(Self.request) }
        #expect(error?.providerError?.type == "not_found_error")
        #expect(error?.providerError?.message == "model: claude-9")

        #expect(transport.urls == Array(repeating: preset.messagesURL, count: 3))
        let recorded = try await session.requests()
        try #require(recorded.count == 3)
        let path = try #require(URLComponents(string: preset.messagesURL)).percentEncodedPath
        var expected = preset.headers
        expected["content-type"] = "application/json"
        expected["user-agent"] = UserAgent.value
        for (index, request) in recorded.enumerated() {
            #expect(request.method == "POST")
            #expect(request.path == path)
            #expect(request.rawQuery == "")
            var headers = clientHeaders(request)
            let accept = headers.removeValue(forKey: "accept")
            #expect(headers == expected, "request \(index)")
            #expect(index == 1 || accept == "application/json")
        }
    }

    /// The base URL as text, as the official SDKs take it (issue 33).
    @Test func aBaseURLGivenAsText() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.message)])
        let transport = RedirectTransport(to: session)
        let claude = AnthropicClient(apiKey: Self.key, baseURL: "https://gateway.example.com/anthropic", transport: transport,
                                     environment: [:])
        _ = try await claude.messages.create(Self.request)
        #expect(transport.urls == ["https://gateway.example.com/anthropic/v1/messages"])
        let invalid = AnthropicClient(apiKey: Self.key, baseURL: "gateway.example.com", transport: transport, environment: [:])
        let error = await #expect(throws: AIClientError.self) { _ = try await invalid.messages.create(Self.request) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message?.contains("'gateway.example.com' is not an absolute URL") == true)
        #expect(transport.urls.count == 1)
    }

    @Test func anAPIKeyAndATokenTogetherFailBeforeSending() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.message)])
        let transport = RedirectTransport(to: session)
        let claude = AnthropicClient(apiKey: Self.key, authToken: "token-0123456789", transport: transport, environment: [:])
        let error = await #expect(throws: AIClientError.self) { _ = try await claude.messages.create(Self.request) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message?.contains("both an API key and an auth token") == true)
        #expect(transport.requests.isEmpty)
    }

    @Test func environmentDefaultsAndExplicitArgumentsWin() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.message), .json(Self.message), .json(Self.message)])
        let environment = ["ANTHROPIC_API_KEY": "env-key-0123456789", "ANTHROPIC_BASE_URL": "https://env.example.com"]
        let transport = RedirectTransport(to: session)
        _ = try await AnthropicClient(transport: transport, environment: environment).messages.create(Self.request)
        _ = try await AnthropicClient(apiKey: "code-key-0123456789", baseURL: URL(string: "https://code.example.com"),
                                      transport: transport, environment: environment).messages.create(Self.request)
        _ = try await AnthropicClient(transport: transport, environment: ["ANTHROPIC_AUTH_TOKEN": "env-token-0123456789"])
            .messages.create(Self.request)
        #expect(transport.urls == ["https://env.example.com/v1/messages", "https://code.example.com/v1/messages",
                                   "https://api.anthropic.com/v1/messages"])
        let recorded = try await session.requests()
        #expect(recorded.map { $0.headers["x-api-key"] } == ["env-key-0123456789", "code-key-0123456789", nil])
        #expect(recorded.map { $0.headers["authorization"] } == [nil, nil, "Bearer env-token-0123456789"])
    }

    @Test func tokensNeverAppearInText() async throws {
        let token = "oauth-secret-0123456789"
        let session = try await LoopbackServer.shared().mockSession([
            .json(["type": "error", "error": ["type": "authentication_error", "message": .string("token \(token) expired")]], status: 401),
        ])
        let claude = AnthropicClient(provider: .custom(baseURL: session.baseURL, authToken: token), retryPolicy: .none)
        let error = await #expect(throws: AIClientError.self) { _ = try await claude.messages.create(Self.request) }
        var dumped = ""
        dump(claude, to: &dumped)
        dump(error, to: &dumped)
        for text in [dumped, String(describing: claude), String(describing: error)] {
            #expect(!text.contains(token), "\(text)")
        }
        #expect(try await session.onlyRequest().headers["authorization"] == "Bearer \(token)")
    }
}
