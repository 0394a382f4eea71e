import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI

/// The recorded OpenAI streams (`Fixtures/recorded/openai.jsonl`) and how the replay
/// tests play them back.
enum RecordedStreams {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/recorded/openai.jsonl")

    /// Every recorded stream; a fixture that cannot be read fails the tests that use it.
    static let all: [RecordedStream] = (try? RecordedStream.load(file)) ?? []

    /// The recordings of one path (`/chat/completions`).
    static func of(_ path: String) -> [RecordedStream] {
        all.filter { $0.path == path }
    }

    /// Small chunks with a pause after each; recordings over 16 KiB (audio, long answers) in
    /// 1 KiB chunks without pauses, so that the tests stay within seconds and do not load the
    /// machine for the timing-sensitive transport tests that run beside them.
    static func playback(for recording: RecordedStream) -> StreamScript.Playback {
        recording.body.utf8.count > 16 * 1024 ? .init(chunk: 1024) : .init(chunk: 97, delayMS: 1)
    }

    /// A client whose every request goes to a script that replays `recording`.
    static func client(replaying recording: RecordedStream) async throws -> (OpenAIClient, StreamScript) {
        let script = try await StreamScript.replay(recording, playback(for: recording))
        return (OpenAIClient(apiKey: "sk-test", baseURL: script.baseURL, retryPolicy: .none), script)
    }
}
