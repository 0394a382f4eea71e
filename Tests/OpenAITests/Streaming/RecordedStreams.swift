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

    /// The recorded request body decoded as the request type, as a user would have built it.
    static func request<Request: Decodable>(_ type: Request.Type, of recording: RecordedStream) throws -> Request {
        guard let body = recording.requestBody else { throw ReplayFailure("\(recording) has no JSON request body") }
        return try JSONDecoder().decode(type, from: body)
    }
}

struct ReplayFailure: Swift.Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Encodable {
    /// The value as Foundation JSON objects, to compare with a recording's raw JSON.
    func jsonObject() throws -> Any {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(self), options: [.fragmentsAllowed])
    }
}

/// Compares two Foundation JSON values as JSON (numbers by value, objects by members).
func jsonEqual(_ left: Any?, _ right: Any?) -> Bool {
    switch (left, right) {
    case (nil, nil): return true
    case (let left as [String: Any], let right as [String: Any]):
        return left.count == right.count && left.allSatisfy { key, value in right[key].map { jsonEqual(value, $0) } ?? false }
    case (let left as [Any], let right as [Any]):
        return left.count == right.count && zip(left, right).allSatisfy { jsonEqual($0, $1) }
    case (let left?, let right?):
        return (left as? NSObject)?.isEqual(right) ?? false
    default:
        return false
    }
}
