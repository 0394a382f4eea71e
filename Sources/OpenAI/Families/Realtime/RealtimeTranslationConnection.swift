import Foundation

extension OpenAIClient.Realtime.Translations {
    /// Opens a Realtime translation session over WebSocket (`wss://…/v1/realtime/translations?model=…`)
    /// with the client's credentials and headers, or an ephemeral key from
    /// `client.realtime.translations.clientSecrets.create`.
    ///
    /// The spec describes the translation events but not the WebSocket path; `path` is the
    /// one its client-secret operation (`/realtime/translations/client_secrets`) implies.
    public func connect(
        model: String, path: String = "/realtime/translations", options: RealtimeConnectOptions = .init()
    ) async throws -> RealtimeTranslationConnection {
        var headers = HTTPHeaders()
        if options.beta { headers["OpenAI-Beta"] = "realtime=v1" }
        return try await core.openEventConnection(path: path, query: [("model", model)], headers: headers, options: options.webSocket) {
            .unknown($0)
        }
    }
}

/// An open translation session: `events` yields the generated `RealtimeTranslationServerEvent`
/// union, `send(_:)` sends `RealtimeTranslationClientEvent`s, each as one text frame with only
/// the fields you set. Behaves as ``RealtimeConnection`` (errors, closing, reconnecting).
public typealias RealtimeTranslationConnection = WebSocketEventConnection<RealtimeTranslationClientEvent, RealtimeTranslationServerEvent>

extension RealtimeTranslationConnection {
    /// Appends PCM16 (24 kHz mono) in events of at most `chunkBytes` bytes, one slice at a time
    /// (the service works in 200 ms frames: 9,600 bytes).
    public func appendAudio(_ pcm16: Data, chunkBytes: Int = 9_600) async throws {
        let step = max(2, chunkBytes - chunkBytes % 2)
        var start = pcm16.startIndex
        while start < pcm16.endIndex {
            let end = pcm16.index(start, offsetBy: step, limitedBy: pcm16.endIndex) ?? pcm16.endIndex
            try await send(.sessionInputAudioBufferAppend(.init(audio: pcm16[start..<end].base64EncodedString())))
            start = end
        }
    }
}
