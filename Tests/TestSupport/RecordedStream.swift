import Foundation

/// One recorded streaming interaction (a line of a `recorded-sse.jsonl` fixture): the request
/// as it was sent and the raw `text/event-stream` body the API answered.
public struct RecordedStream: Sendable, CustomStringConvertible {
    /// The 1-based line in the fixture file.
    public let line: Int
    public let method: String
    /// Host, path and query, as recorded (`api.openai.com/v1/chat/completions`).
    public let url: String
    /// The request body as JSON, when it was JSON (multipart bodies are only described).
    public let requestBody: Data?
    /// The response body, byte for byte.
    public let body: String
    /// Where it was recorded: `owner/repo:path@commit`.
    public let source: String

    /// The path after the API version (`/chat/completions`), without the query.
    public var path: String {
        var path = url.drop { $0 != "/" }
        if let query = path.firstIndex(of: "?") { path = path[..<query] }
        for version in ["/v1"] where path.hasPrefix(version + "/") { path = path.dropFirst(version.count) }
        return String(path)
    }

    public var description: String { "line \(line): \(method) \(url)" }

    /// The `sse` lines of a recorded-traffic file, in order.
    public static func load(_ file: URL) throws -> [RecordedStream] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var streams: [RecordedStream] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["response_kind"] as? String == "sse", let body = object["response_body"] as? String else { continue }
            let request = object["request_body"].flatMap { $0 is NSNull ? nil : $0 }
            let requestData = request.flatMap { value -> Data? in
                guard let dictionary = value as? [String: Any], dictionary["$multipart"] == nil else { return nil }
                return try? JSONSerialization.data(withJSONObject: dictionary)
            }
            streams.append(RecordedStream(
                line: index + 1, method: object["method"] as? String ?? "", url: object["url"] as? String ?? "",
                requestBody: requestData, body: body, source: object["source"] as? String ?? ""))
        }
        return streams
    }

    /// The body's events, split naively but independently of the client's parser: an
    /// expectation to compare the typed events with.
    public var rawEvents: [RawEvent] {
        let normalized = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        var events: [RawEvent] = []
        for block in normalized.components(separatedBy: "\n\n") {
            var name: String?
            var data: [String] = []
            for line in block.split(separator: "\n", omittingEmptySubsequences: true) {
                if line.hasPrefix("event:") {
                    name = line.dropFirst(6).trimmingCharacters(in: .whitespaces)
                } else if line.hasPrefix("data:") {
                    let value = line.dropFirst(5)
                    data.append(String(value.hasPrefix(" ") ? value.dropFirst() : value))
                }
            }
            if !data.isEmpty { events.append(RawEvent(name: name, data: data.joined(separator: "\n"))) }
        }
        return events
    }
}

/// One event of a recorded body: its `event:` name and its `data`.
public struct RawEvent: Sendable {
    public let name: String?
    public let data: String

    public init(name: String?, data: String) {
        self.name = name
        self.data = data
    }

    /// The data as a JSON object, or nil (`[DONE]`).
    public var object: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any]
    }

    /// The `type` member of the data, else the event name.
    public var type: String? { object?["type"] as? String ?? name }
}

extension StreamScript {
    /// Scripts a recording's body.
    public static func replay(_ recording: RecordedStream, _ playback: Playback) async throws -> StreamScript {
        try await start(recording.body, playback)
    }
}
