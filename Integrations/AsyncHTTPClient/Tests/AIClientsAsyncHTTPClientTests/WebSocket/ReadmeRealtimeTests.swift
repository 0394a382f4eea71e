import AIClientsAsyncHTTPClient
import Foundation
import OpenAIRealtime
import Testing

// The README's "Realtime" examples and the cookbook's voice loop: the Linux setup and the
// ephemeral keys are compiled here (they would call the real API); the conversation and the
// tool loop run against the loopback WebSocket server through NIOWebSocketTransport.

// README: realtime-linux
func makeRealtimeClient(key: String) -> OpenAIClient {
    var client = OpenAIClient(apiKey: key)
    #if canImport(FoundationNetworking)   // Linux: URLSession has no WebSocket client there
    client.core.webSocketTransport = NIOWebSocketTransport()
    #endif
    return client
}
// README: end

// README: realtime-ephemeral
/// On your server, which holds the API key: a key for one app session, valid for 10 minutes.
func mintRealtimeKey(server: OpenAIClient) async throws -> String {
    let secret = try await server.realtime.clientSecrets.create(.init(expiresAfter: .init(anchor: "created_at", seconds: 600)))
    return secret.value
}

/// In the app, with the key your server handed it: the app never holds the API key.
func connectWithEphemeralKey(_ ephemeralKey: String) async throws -> RealtimeConnection {
    try await OpenAIClient(apiKey: ephemeralKey).realtime.connect(model: "gpt-realtime")
}
// README: end

struct City: Decodable, Sendable {
    var city: String
}

@Suite(.serialized) struct ReadmeRealtimeTests {
    @Test func theRealtimeExampleRuns() async throws {
        let client = try await LoopbackSession.client(.nio)
        var printed = ""
        func print(_ items: Any...) { printed += items.map { "\($0)" }.joined(separator: " ") + "\n" }
        // README: realtime
        let session = try await client.realtime.connect(model: "gpt-realtime")
        try await session.send(.responseCreate(.init()))
        var reply = RealtimeResponseAccumulator()
        for try await event in session.events {
            reply.add(event)
            if case .error(let error) = event { print("error:", error.error.message) }
            if reply.isDone { break }
        }
        print(reply.text)
        await session.close()
        // README: end
        #expect(printed == "Hello\n")
        #expect(reply.transcript == "(spoken) Hello")
        #expect(reply.response?.status == .completed)
    }

    @Test func theVoiceLoopRecipeRuns() async throws {
        let client = try await LoopbackSession.client(.nio)
        let microphone = AsyncStream<Data> { continuation in
            continuation.yield(Data(repeating: 1, count: 48_000))   // one second of PCM16 at 24 kHz
            continuation.finish()
        }
        let played = Played()
        @Sendable func play(_ pcm16: Data) async { await played.add(pcm16.count) }
        let session = try await client.realtime.connect(model: "gpt-realtime")
        // The loopback server answers this with a call of get_weather (a real session: the model does).
        try await session.sendRaw(#"{"type":"debug.function_call","name":"get_weather","arguments":"{\"city\":\"Paris\"}","call_id":"call_7"}"#)
        // README: voice-loop
        let weather = try TypedTool("get_weather", description: "Today's weather in a city", arguments: City.self)
        try await session.send(.sessionUpdate(.init(session: .realtime(.init(
            instructions: "Answer briefly.", tools: [.function(weather.realtimeTool)])))))
        for await chunk in microphone {
            try await session.appendAudio(chunk)   // PCM16, 24 kHz mono
        }
        let reply = try await session.runTools([ToolHandler(weather) { city in "Sunny in \(city.city)" }]) { event in
            if case .responseOutputAudioDelta(let delta) = event, let pcm16 = Data(base64Encoded: delta.delta) {
                await play(pcm16)
            }
        }
        print(reply.transcript)
        await session.close()
        // README: end
        #expect(reply.text == "Hello")
        #expect(await played.bytes == 0)   // the loopback server sends no audio
    }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README's blocks read as the regions above.
    @Test func theReadmeShowsThisCode() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let cookbook = try String(contentsOf: Self.repository.appendingPathComponent("docs/cookbook.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        for name in ["realtime-linux", "realtime-ephemeral", "realtime"] {
            let documented = try ReadmeServerTests.block(name, in: readme)
            #expect(!documented.isEmpty, "\(name)")
            #expect(documented == (try ReadmeServerTests.region(name, in: source)), "\(name)")
        }
        let recipe = try ReadmeServerTests.block("voice-loop", in: cookbook)
        #expect(!recipe.isEmpty)
        #expect(recipe == (try ReadmeServerTests.region("voice-loop", in: source)))
    }
}

actor Played {
    var bytes = 0
    func add(_ count: Int) { bytes += count }
}
