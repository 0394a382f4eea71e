import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI

/// The recorded OpenAI streams (`Fixtures/streams/recorded-sse.jsonl`) and how the replay
/// tests play them back.
enum RecordedStreams {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/streams/recorded-sse.jsonl")

    /// Every recorded stream; a fixture that cannot be read fails the tests that use it.
    static let all: [RecordedStream] = (try? RecordedStream.load(file)) ?? []

    /// The recordings of one path (`/chat/completions`).
    static func of(_ path: String) -> [RecordedStream] {
        all.filter { $0.path == path }
    }

    /// Small chunks with a pause after each; the few recordings of hundreds of kilobytes in
    /// 4 KiB chunks without pauses, so that every test stays within seconds.
    static func playback(for recording: RecordedStream) -> StreamScript.Playback {
        recording.body.utf8.count > 128 * 1024 ? .init(chunk: 4096) : .init(chunk: 97, delayMS: 1)
    }

    /// A client whose every request goes to a script that replays `recording`.
    static func client(replaying recording: RecordedStream) async throws -> (OpenAIClient, StreamScript) {
        let script = try await StreamScript.replay(recording, playback(for: recording))
        return (OpenAIClient(apiKey: "sk-test", baseURL: script.baseURL, retryPolicy: .none), script)
    }
}
