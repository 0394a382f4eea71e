import AIClientsAsyncHTTPClient
import Foundation
import OpenAIRealtime
import Testing

/// A translation session on the loopback server: its path and model, and audio appended as
/// `session.input_audio_buffer.append` events of 200 ms each.
@Suite struct RealtimeTranslationTests {
    @Test(arguments: WebSocketImplementation.allCases)
    func audioGoesToTheTranslationEndpoint(_ implementation: WebSocketImplementation) async throws {
        let client = try await LoopbackSession.client(implementation)
        let session = try await client.realtime.translations.connect(model: "gpt-realtime-translate")
        let watchdog = Task { [weak session] in
            try? await Task.sleep(nanoseconds: 15_000_000_000)
            await session?.close()
        }
        defer { watchdog.cancel() }
        try await session.appendAudio(Data(count: 24_000))   // half a second: 9,600 + 9,600 + 4,800 bytes
        try await session.sendRaw(#"{"type":"debug.inspect"}"#)
        var inspected: [String: JSONValue] = [:]
        var count = 0
        for try await event in session.events {
            count += 1
            if case .unknown(.object(let members)) = event, members["type"] == .string("debug.inspect") {
                inspected = members
                break
            }
            if count > 10 { break }
        }
        #expect(inspected["path"] == .string("/v1/realtime/translations"))
        #expect(inspected["query"] == .object(["model": .string("gpt-realtime-translate")]))
        guard case .array(let received)? = inspected["received"] else {
            Issue.record("nothing received")
            return
        }
        let sizes = received.dropLast().compactMap { value -> Int? in
            guard case .string(let text) = value,
                  case .object(let event)? = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)),
                  event["type"] == .string("session.input_audio_buffer.append"),
                  case .string(let audio)? = event["audio"] else { return nil }
            return Data(base64Encoded: audio)?.count
        }
        #expect(sizes == [9_600, 9_600, 4_800])
        await session.close()
    }
}
