import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation

/// The recorded Anthropic streams (`Fixtures/recorded/anthropic.jsonl`) and how the replay
/// tests play them back.
enum RecordedStreams {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/recorded/anthropic.jsonl")

    /// Every recorded stream; ``AnthropicStreamReplayTests`` checks that there are some.
    static let all: [RecordedStream] = (try? RecordedStream.load(file)) ?? []

    /// Messages streams of the stable API.
    static var messages: [RecordedStream] { all.filter { $0.path == "/messages" && !$0.url.contains("beta=true") } }
    /// Messages streams of the beta API (`/v1/messages?beta=true`).
    static var betaMessages: [RecordedStream] { all.filter { $0.path == "/messages" && $0.url.contains("beta=true") } }

    /// Small chunks with a pause after each; recordings over 16 KiB (audio, long answers) in
    /// 1 KiB chunks without pauses, so that the tests stay within seconds and do not load the
    /// machine for the timing-sensitive transport tests that run beside them.
    static func playback(for recording: RecordedStream) -> StreamScript.Playback {
        recording.body.utf8.count > 16 * 1024 ? .init(chunk: 1024) : .init(chunk: 53, delayMS: 1)
    }

    /// A client whose every request goes to a script that replays `recording`.
    static func client(replaying recording: RecordedStream) async throws -> (AnthropicClient, StreamScript) {
        let script = try await StreamScript.replay(recording, playback(for: recording))
        return (AnthropicClient(apiKey: "sk-ant-test", baseURL: script.baseURL, retryPolicy: .none), script)
    }
}
