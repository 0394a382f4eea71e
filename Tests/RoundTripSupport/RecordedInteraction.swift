import AIClientRuntime
import Foundation

/// One recorded HTTP interaction (a line of `Fixtures/recorded/*.jsonl`; see the README there).
public struct RecordedInteraction: Sendable {
    /// 1-based line in the file.
    public var line: Int
    /// `owner/repo:path@commit` of the cassette it came from.
    public var source: String
    public var method: String
    /// Host, path and query: `api.openai.com/v1/chat/completions?limit=1`.
    public var url: String
    public var status: Int
    /// `json`, `sse`, `text`, `binary` or `empty`.
    public var responseKind: String
    /// Parsed JSON, or a `$multipart`/`$binary` marker object; nil when there was none.
    public var requestBody: JSONValue?
    /// Parsed JSON for `json`, the raw text for `sse` and `text`.
    public var responseBody: JSONValue?

    /// `line 12 (POST /v1/chat/completions 200, pydantic/pydantic-ai:tests/…)`: how reports name it.
    public var label: String {
        let path = url.firstIndex(of: "/").map { String(url[$0...]) } ?? url
        let shortSource = source.split(separator: "@").first.map(String.init) ?? source
        return "line \(line) \(method) \(path) \(status) [\(shortSource)]"
    }

    /// Whether a body is one of the fixture's markers for non-JSON content.
    public static func isMarker(_ body: JSONValue) -> Bool {
        body["$multipart"] != nil || body["$binary"] != nil
    }

    public enum ReadError: Error, CustomStringConvertible {
        case badLine(Int, String)

        public var description: String {
            switch self {
            case .badLine(let line, let why): "recorded traffic line \(line): \(why)"
            }
        }
    }

    /// Reads a `.jsonl` file given relative to the package root.
    public static func read(_ path: String) throws -> [RecordedInteraction] {
        let text = String(decoding: try SpecFixture.read(path), as: UTF8.self)
        var result: [RecordedInteraction] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let value: JSONValue
            do {
                value = try CanonicalJSON.parse(Data(line.utf8))
            } catch {
                throw ReadError.badLine(index + 1, "not JSON: \(error)")
            }
            guard let method = value["method"]?.stringValue, let url = value["url"]?.stringValue,
                  let status = value["status"]?.intValue, let kind = value["response_kind"]?.stringValue
            else {
                throw ReadError.badLine(index + 1, "needs method, url, status and response_kind")
            }
            result.append(RecordedInteraction(
                line: index + 1, source: value["source"]?.stringValue ?? "?", method: method, url: url, status: status,
                responseKind: kind,
                requestBody: value["request_body"].flatMap { $0 == .null ? nil : $0 },
                responseBody: value["response_body"].flatMap { $0 == .null ? nil : $0 }))
        }
        return result
    }
}
