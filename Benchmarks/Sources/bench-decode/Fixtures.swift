import Foundation

/// The recorded documents of one kind, as the exact bytes the benchmark decodes.
struct Workload {
    let name: String
    var documents: [Data] = []

    /// The same documents under another name.
    func renamed(_ name: String) -> Workload {
        Workload(name: name, documents: documents)
    }

    /// The largest document alone.
    func largest(_ name: String) -> Workload {
        Workload(name: name, documents: documents.max { $0.count < $1.count }.map { [$0] } ?? [])
    }
}

/// Reads the recorded interactions (`openai.jsonl`, `anthropic.jsonl`) and sorts their
/// successful POST response bodies into the four workloads.
enum Fixtures {
    struct Loaded {
        var chat = Workload(name: "chat completions")
        var chunks = Workload(name: "chat stream chunks")
        var responses = Workload(name: "Responses bodies")
        var messages = Workload(name: "Anthropic messages")
    }

    static func load(from directory: URL) throws -> Loaded {
        var loaded = Loaded()
        for file in ["openai.jsonl", "anthropic.jsonl"] {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.isEmpty {
                try sort(Data(line.utf8), into: &loaded)
            }
        }
        return loaded
    }

    private static func sort(_ line: Data, into loaded: inout Loaded) throws {
        guard let record = try JSONSerialization.jsonObject(with: line) as? [String: Any],
              let url = record["url"] as? String,
              let kind = record["response_kind"] as? String,
              record["method"] as? String == "POST",
              (record["status"] as? Int).map({ (200..<300).contains($0) }) == true
        else { return }
        let path = URLComponents(string: "https://" + url)?.path ?? ""
        switch (path, kind) {
        case ("/v1/chat/completions", "json"):
            if let body = rawBody(of: line) { loaded.chat.documents.append(body) }
        case ("/v1/chat/completions", "sse"):
            loaded.chunks.documents += dataLines(of: record["response_body"] as? String ?? "")
        case ("/v1/responses", "json"):
            if let body = rawBody(of: line) { loaded.responses.documents.append(body) }
        case ("/v1/messages", "json"):
            if let body = rawBody(of: line) { loaded.messages.documents.append(body) }
        default:
            break
        }
    }

    /// The payloads of an SSE body's `data:` lines, without `[DONE]`.
    static func dataLines(of body: String) -> [Data] {
        body.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .compactMap { line -> Data? in
                guard line.hasPrefix("data:") else { return nil }
                var payload = line.dropFirst(5)
                if payload.first == " " { payload = payload.dropFirst() }
                return payload == "[DONE]" ? nil : Data(payload.utf8)
            }
    }

    /// The `response_body` value's text exactly as the line holds it (numbers keep their
    /// spelling, which re-serializing would not guarantee).
    static func rawBody(of line: Data) -> Data? {
        let bytes = [UInt8](line)
        let key = Array(#""response_body": "#.utf8)
        guard let start = firstIndex(of: key, in: bytes).map({ $0 + key.count }),
              let end = endOfValue(in: bytes, from: start)
        else { return nil }
        return Data(bytes[start..<end])
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }

    /// The index just past the JSON value starting at `start`.
    private static func endOfValue(in bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index + 1 }
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                    if depth < 0 { return index }
                case UInt8(ascii: ","):
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return nil
    }
}
