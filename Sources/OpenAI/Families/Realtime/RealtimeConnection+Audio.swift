import Foundation

extension RealtimeConnection {
    /// Appends PCM16 audio (24 kHz mono little-endian, the Realtime default) to the input
    /// buffer as `input_audio_buffer.append` events of at most `chunkBytes` bytes each.
    ///
    /// Each event encodes one slice of `pcm16` (a slice shares the buffer's storage), so a long
    /// recording is never copied or base64-encoded whole. `chunkBytes` is rounded down to whole
    /// samples.
    public func appendAudio(_ pcm16: Data, chunkBytes: Int = 32 * 1024) async throws {
        let step = max(2, chunkBytes - chunkBytes % 2)
        var start = pcm16.startIndex
        while start < pcm16.endIndex {
            let end = pcm16.index(start, offsetBy: step, limitedBy: pcm16.endIndex) ?? pcm16.endIndex
            let audio = pcm16[start..<end].base64EncodedString()
            try await send(.inputAudioBufferAppend(.init(audio: audio)))
            start = end
        }
    }

    /// Commits the input buffer (`input_audio_buffer.commit`), for sessions without voice
    /// activity detection.
    public func commitAudio() async throws {
        try await send(.inputAudioBufferCommit(.init()))
    }
}
