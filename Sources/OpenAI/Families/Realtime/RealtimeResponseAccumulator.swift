import Foundation

/// Gathers a Realtime response from the server's events: its text, the transcript of its audio,
/// the audio itself (PCM16 bytes, decoded from each delta as it arrives), the function calls it
/// asked for, and the final `response.done` response.
///
/// Feed it every event; it keeps the deltas of the response in progress (`response.created`
/// starts a new one) and ignores everything else.
public struct RealtimeResponseAccumulator: Sendable {
    /// The text of `response.output_text.delta` events, in order.
    public private(set) var text = ""
    /// The transcript of the audio (`response.output_audio_transcript.delta`).
    public private(set) var transcript = ""
    /// The audio bytes of `response.output_audio.delta` events (base64 decoded), in order.
    public private(set) var audio = Data()
    /// The function calls whose arguments are complete (`response.function_call_arguments.done`).
    public private(set) var functionCalls: [RealtimeServerEventResponseFunctionCallArgumentsDone] = []
    /// The response of `response.done`; nil while it is in progress.
    public private(set) var response: RealtimeResponse?
    /// Audio deltas that were not valid base64 (skipped).
    public private(set) var undecodableAudioDeltas = 0

    public init() {}

    /// Whether `response.done` arrived.
    public var isDone: Bool { response != nil }

    public mutating func add(_ event: RealtimeServerEvent) {
        switch event {
        case .responseCreated:
            self = RealtimeResponseAccumulator()
        case .responseOutputTextDelta(let delta):
            text += delta.delta
        case .responseOutputAudioTranscriptDelta(let delta):
            transcript += delta.delta
        case .responseOutputAudioDelta(let delta):
            if let bytes = Data(base64Encoded: delta.delta) { audio.append(bytes) } else { undecodableAudioDeltas += 1 }
        case .responseFunctionCallArgumentsDone(let call):
            functionCalls.append(call)
        case .responseDone(let done):
            response = done.response
        default:
            break
        }
    }
}
