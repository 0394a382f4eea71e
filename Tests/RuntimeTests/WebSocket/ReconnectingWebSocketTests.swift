import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import AIClientRuntime
@testable import AIClientWebSocket

/// The frame-free parts of the WebSocket connections: the backoff schedule, the bounded send
/// queue, reconnecting only when asked and only on recoverable codes, the handshake built from
/// the client's settings, and the error a Linux app without a WebSocket client gets.
@Suite struct ReconnectingWebSocketTests {
    @Test func backoffDoublesFromHalfASecondToEightWithJitter() {
        let policy = WebSocketReconnectPolicy()
        #expect(policy.maxAttempts == 5)
        #expect((1...6).map { policy.delay(attempt: $0, jitter: 1) } == [0.5, 1, 2, 4, 8, 8])
        #expect(policy.delay(attempt: 1, jitter: 0) == 0.375)
        #expect(policy.delay(attempt: 5, jitter: 0) == 6)
    }

    @Test func onlyTheRecoverableCloseCodesReconnect() {
        let recoverable = (1000...1015).filter { WebSocketReconnectPolicy.isRecoverable(closeCode: $0) }
        #expect(recoverable == [1001, 1005, 1006, 1011, 1012, 1013, 1015])
    }

    @Test func theSendQueueIsBoundedInBytesAndKeepsOrder() throws {
        var queue = WebSocketSendQueue(limit: 10)
        try queue.enqueue(.text("abcd"))
        try queue.enqueue(.binary(Data([1, 2, 3, 4])))
        #expect(throws: AIClientError.self) { try queue.enqueue(.text("é-é")) }   // 5 bytes in UTF-8
        do {
            try queue.enqueue(.text("xyz"))
            Issue.record("a message over the limit was queued")
        } catch {
            #expect(error.kind == .queueFull)
            #expect(error.sizeLimit == 10)
        }
        try queue.enqueue(.text("xy"))
        #expect(queue.byteCount == 10)
        #expect(queue.drain() == [.text("abcd"), .binary(Data([1, 2, 3, 4])), .text("xy")])
        #expect(queue.isEmpty && queue.byteCount == 0)
    }

    /// Waits (at most 5 s) until the socket saw the close and started reconnecting.
    static func waitUntilReconnecting(_ socket: ReconnectingWebSocket) async -> Bool {
        for _ in 0..<500 {
            if await socket.isReconnecting { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return false
    }

    static func request(_ query: QueryItems, _ headers: HTTPHeaders) -> WebSocketRequest {
        var url = "ws://127.0.0.1:1/realtime"
        if !query.isEmpty { url += "?" + query.percentEncoded }
        return WebSocketRequest(url: URL(string: url) ?? URL(fileURLWithPath: "/"), headers: headers)
    }

    @Test func withoutAHookADropEndsTheEventsWithTheCloseCode() async throws {
        let transport = InMemoryWebSocketTransport()
        let socket = try await ReconnectingWebSocket(transport: transport) { Self.request($0, $1) }
        let first = try #require(transport.connections.first)
        first.receive("one")
        first.serverCloses(code: 1012, reason: "restart")
        var received: [WebSocketMessage] = []
        do {
            for try await message in socket.messages { received.append(message) }
            Issue.record("the messages ended without an error")
        } catch let error as AIClientError {
            #expect(error.kind == .connectionClosed)
            #expect(error.closeCode == 1012)
            #expect(error.closeReason == "restart")
        }
        #expect(received == [.text("one")])
        #expect(transport.requests.count == 1)
    }

    @Test func aHookReconnectsSendsWhatWasQueuedAndMayChangeTheQuery() async throws {
        let transport = InMemoryWebSocketTransport()
        transport.failingAttempts = [1]   // the first reconnect attempt fails, the second works
        let attempts = Attempts()
        let socket = try await ReconnectingWebSocket(
            transport: transport, extraQuery: [("generation", "1")],
            onReconnecting: { attempt in
                await attempts.add(attempt)
                return .proceedWith(extraQuery: [("generation", "\(attempt.attempt + 1)")])
            },
            policy: WebSocketReconnectPolicy(maxAttempts: 5, initialDelay: 0.05, maxDelay: 0.1), random: { 1 }
        ) { Self.request($0, $1) }
        let first = try #require(transport.connections.first)
        try await socket.send(.text("before"))
        first.serverCloses(code: 1006)
        var iterator = socket.messages.makeAsyncIterator()
        #expect(await Self.waitUntilReconnecting(socket))
        // While it reconnects, sends wait in the queue.
        try await socket.send(.text("queued 1"))
        try await socket.send(.text("queued 2"))
        #expect(await transport.waitForConnections(2))
        let second = try #require(transport.connections.last)
        second.receive("after")
        #expect(try await iterator.next() == .text("after"))
        #expect(first.sentTexts == ["before"])
        #expect(second.sentTexts == ["queued 1", "queued 2"])
        let seen = await attempts.all
        #expect(seen.map(\.attempt) == [1, 2])
        #expect(seen.map(\.closeCode) == [1006, 1006])
        #expect(seen.map(\.delay) == [0.05, 0.1])
        #expect(transport.requests.map(\.url.query) == ["generation=1", "generation=2", "generation=3"])
        #expect(await socket.connectionCount == 2)
        await socket.close()
        #expect(second.closeCode == 1000)
        #expect(try await iterator.next() == nil)
    }

    @Test func aCloseThatSaysDoNotRetryEndsTheEventsEvenWithAHook() async throws {
        let transport = InMemoryWebSocketTransport()
        let socket = try await ReconnectingWebSocket(
            transport: transport, onReconnecting: { _ in .proceed },
            policy: WebSocketReconnectPolicy(initialDelay: 0.01)
        ) { Self.request($0, $1) }
        try #require(transport.connections.first).serverCloses(code: 1008, reason: "policy")
        await #expect(throws: AIClientError.self) { for try await _ in socket.messages {} }
        #expect(transport.requests.count == 1)
    }

    @Test func aHookThatAbortsStopsReconnecting() async throws {
        let transport = InMemoryWebSocketTransport()
        let socket = try await ReconnectingWebSocket(
            transport: transport, onReconnecting: { _ in .abort }, policy: WebSocketReconnectPolicy(initialDelay: 0.01)
        ) { Self.request($0, $1) }
        try #require(transport.connections.first).serverCloses(code: 1001)
        do {
            for try await _ in socket.messages {}
            Issue.record("no error")
        } catch let error as AIClientError {
            #expect(error.closeCode == 1001)
        }
        #expect(transport.requests.count == 1)
    }

    @Test func theQueueRefusesWhatDoesNotFitWhileReconnecting() async throws {
        let transport = InMemoryWebSocketTransport()
        transport.failingAttempts = [1, 2, 3, 4, 5]
        let socket = try await ReconnectingWebSocket(
            transport: transport, onReconnecting: { _ in .proceed },
            policy: WebSocketReconnectPolicy(maxAttempts: 5, initialDelay: 0.2, maxDelay: 0.2), queueLimit: 8
        ) { Self.request($0, $1) }
        try #require(transport.connections.first).serverCloses(code: 1011)
        var iterator = socket.messages.makeAsyncIterator()
        #expect(await Self.waitUntilReconnecting(socket))
        try await socket.send(.text("12345"))
        #expect(await socket.queuedBytes == 5)
        await #expect(throws: AIClientError.self) { try await socket.send(.text("6789")) }
        #expect(await socket.queuedBytes == 5)
        await socket.close()
        _ = try? await iterator.next()
    }

    @Test func theHandshakeCarriesTheClientsURLAndHeaders() async throws {
        var core = APIClientCore(
            baseURL: URL(string: "https://api.example.com/v1") ?? URL(fileURLWithPath: "/"),
            defaultHeaders: ["OpenAI-Organization": "org-1", "OpenAI-Project": "proj-1"],
            authentication: .bearer("sk-handshake-secret"))
        core.webSocketTransport = InMemoryWebSocketTransport()
        let request = try await core.webSocketRequest(path: "/realtime", query: [("model", "gpt-realtime")], extraHeaders: ["X-Extra": "1"])
        #expect(request.url.absoluteString == "wss://api.example.com/v1/realtime?model=gpt-realtime")
        #expect(request.headers["Authorization"] == "Bearer sk-handshake-secret")
        #expect(request.headers["OpenAI-Organization"] == "org-1")
        #expect(request.headers["OpenAI-Project"] == "proj-1")
        #expect(request.headers["X-Extra"] == "1")
        #expect(request.headers["User-Agent"] != nil)
        #expect(request.headers["Accept"] == nil)
        #expect(request.headers["OpenAI-Beta"] == nil)

        core.baseURL = URL(string: "http://127.0.0.1:8080/v1") ?? core.baseURL
        #expect(try await core.webSocketRequest(path: "/realtime").url.absoluteString == "ws://127.0.0.1:8080/v1/realtime")
    }

    /// Azure's Realtime endpoint: the deployment form takes the deployment as a query item and
    /// the key as `api-key`; the v1 form names the deployment as the model.
    @Test func azureRealtimeUsesItsPathAndAuth() async throws {
        let deployment = OpenAIProvider.azure(resource: "my-res", credential: .apiKey("azure-key-1")).makeCore()
        let request = try await deployment.webSocketRequest(path: "/realtime", query: [("model", "gpt-realtime")])
        #expect(request.url.absoluteString == "wss://my-res.openai.azure.com/openai/realtime?api-version=2024-10-21&deployment=gpt-realtime")
        #expect(request.headers["api-key"] == "azure-key-1")
        #expect(request.headers["Authorization"] == nil)
        let fixed = OpenAIProvider.azure(resource: "my-res", credential: .apiKey("k"), deployment: "voice").makeCore()
        #expect(try await fixed.webSocketRequest(path: "/realtime", query: [("model", "gpt-realtime")]).url.query
            == "api-version=2024-10-21&deployment=voice")
        let v1 = OpenAIProvider.azureV1(resource: "my-res", credential: .apiKey("k")).makeCore()
        #expect(try await v1.webSocketRequest(path: "/realtime", query: [("model", "my-deployment")]).url.absoluteString
            == "wss://my-res.openai.azure.com/openai/v1/realtime?model=my-deployment")
    }

    #if canImport(FoundationNetworking)
    /// On Linux URLSession has no WebSocket client: the default transport says which package to add.
    @Test func onLinuxTheDefaultTransportNamesThePackageToAdd() async throws {
        let core = APIClientCore(baseURL: URL(string: "https://api.example.com/v1") ?? URL(fileURLWithPath: "/"))
        do {
            // Unset, a client opens its WebSockets with the platform's default.
            #expect(core.webSocketTransport == nil)
            _ = try await (core.webSocketTransport ?? WebSocketTransports.platformDefault).connect(WebSocketRequest(url: URL(string: "wss://api.example.com/v1/realtime") ?? core.baseURL))
            Issue.record("connected without a WebSocket client")
        } catch let error as AIClientError {
            #expect(error.kind == .webSocketUnavailable)
            #expect(error.description.contains("AIClientsAsyncHTTPClient"))
            #expect(error.description.contains("NIOWebSocketTransport"))
        }
    }
    #endif
}

actor Attempts {
    var all: [WebSocketReconnectAttempt] = []
    func add(_ attempt: WebSocketReconnectAttempt) { all.append(attempt) }
}

extension ReconnectingWebSocketTests {
    /// Dropping the socket without `close()` still closes the connection under it.
    @Test func droppingTheSocketClosesTheConnection() async throws {
        let transport = InMemoryWebSocketTransport()
        var socket: ReconnectingWebSocket? = try await ReconnectingWebSocket(transport: transport) { Self.request($0, $1) }
        let connection = try #require(transport.connections.first)
        #expect(socket != nil)
        socket = nil
        for _ in 0..<500 where connection.closeCode == nil {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(connection.closeCode != nil)
    }
}
