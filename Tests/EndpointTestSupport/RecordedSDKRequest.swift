import Foundation

/// One request an official SDK's own tests sent, as `Scripts/spec-from-sdk record` wrote it
/// (`Spec/conformance/*.requests.jsonl`).
public struct RecordedSDKRequest: Sendable {
    public enum Body: Sendable {
        case none
        /// The JSON text of the body.
        case json(Data)
        case multipart([RecordedPart])
        /// Bytes, of which the recording keeps the length, SHA-256 and (when short) the text.
        case bytes(length: Int, sha256: String, text: String?)
    }

    /// A form part: text, or a file the recording keeps as length and SHA-256.
    public struct RecordedPart: Sendable {
        public var name: String
        public var text: String?
        public var fileLength: Int?
        public var fileSHA256: String?
        public var filename: String?
        public var contentType: String?
    }

    /// The pytest id of the test that sent it (`tests/api_resources/…::test_method_create[loose]`).
    public var test: String
    public var method: String
    /// Percent-encoded, as sent.
    public var path: String
    public var query: [(name: String, value: String)]
    /// Names lower-cased.
    public var headers: [String: String]
    public var body: Body

    /// Every recording of `file`, in file order.
    public static func load(_ file: URL) throws -> [RecordedSDKRequest] {
        let text = try String(contentsOf: file, encoding: .utf8)
        return try text.split(separator: "\n").enumerated().map { index, line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw RecordingError(line: index + 1, reason: "not an object")
            }
            return try RecordedSDKRequest(object, line: index + 1)
        }
    }

    public struct RecordingError: Error, CustomStringConvertible {
        public var line: Int
        public var reason: String
        public var description: String { "recording line \(line): \(reason)" }
    }

    init(_ object: [String: Any], line: Int) throws {
        guard let test = object["test"] as? String, let method = object["method"] as? String, let path = object["path"] as? String,
              let body = object["body"] as? [String: Any], let kind = body["kind"] as? String else {
            throw RecordingError(line: line, reason: "test, method, path or body missing")
        }
        self.test = test
        self.method = method
        self.path = path
        self.query = (object["query"] as? [[String]] ?? []).compactMap { pair in
            pair.count == 2 ? (name: pair[0], value: pair[1]) : nil
        }
        self.headers = Dictionary(((object["headers"] as? [String: String]) ?? [:]).map { ($0.key.lowercased(), $0.value) }) { $1 }
        switch kind {
        case "none":
            self.body = .none
        case "json":
            guard let json = body["json"] else { throw RecordingError(line: line, reason: "JSON body without json") }
            self.body = .json(try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed, .sortedKeys]))
        case "multipart":
            let parts = (body["parts"] as? [[String: Any]] ?? []).map { part in
                let file = part["file"] as? [String: Any]
                return RecordedPart(
                    name: part["name"] as? String ?? "", text: part["value"] as? String,
                    fileLength: file?["length"] as? Int, fileSHA256: file?["sha256"] as? String,
                    filename: part["filename"] as? String, contentType: part["content_type"] as? String)
            }
            self.body = .multipart(parts)
        case "bytes":
            self.body = .bytes(length: body["length"] as? Int ?? 0, sha256: body["sha256"] as? String ?? "", text: body["text"] as? String)
        default:
            throw RecordingError(line: line, reason: "unknown body kind \(kind)")
        }
    }

    /// The recording read back as a generated method's arguments. A file part the recording
    /// keeps only by hash gets the bytes of `knownFiles` with that hash, or zeros of its length
    /// (which the comparison then reports).
    public func replayed(pathParameters: [String: String], knownFiles: [Data], sha256: (Data) -> String) -> ReplayedRequest {
        var json: Data?
        var raw: Data?
        var parts: [ReplayedRequest.Part] = []
        switch body {
        case .none:
            break
        case .json(let data):
            json = data
        case .bytes(let length, let hash, let text):
            raw = text.map { Data($0.utf8) }.flatMap { sha256($0) == hash ? $0 : nil }
                ?? knownFiles.first { sha256($0) == hash } ?? Data(count: length)
        case .multipart(let recorded):
            parts = recorded.map { part in
                if let hash = part.fileSHA256 {
                    let bytes = knownFiles.first { sha256($0) == hash } ?? Data(count: part.fileLength ?? 0)
                    return ReplayedRequest.Part(name: part.name, file: bytes, filename: part.filename, contentType: part.contentType)
                }
                if part.contentType != nil, part.contentType != "text/plain", part.contentType != "application/json" {
                    // Bytes given inline (`files[]` as bytes): a file part without a filename.
                    return ReplayedRequest.Part(name: part.name, file: Data((part.text ?? "").utf8), filename: part.filename, contentType: part.contentType)
                }
                return ReplayedRequest.Part(name: part.name, text: part.text, filename: part.filename, contentType: part.contentType)
            }
        }
        return ReplayedRequest(pathParameters: pathParameters, query: query, headers: headers, json: json, raw: raw, parts: parts)
    }
}
