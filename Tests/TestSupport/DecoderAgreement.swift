import AIClientRuntime
import Foundation

/// Decodes recorded documents with `ClientJSONDecoder` and with Foundation's `JSONDecoder`
/// and reports where the two disagree: on the value, on the tolerance issues, or on failing.
public enum DecoderAgreement {
    public struct Report: Sendable {
        /// Documents both decoded to equal values with equal issues.
        public var agreed = 0
        /// Documents both failed to decode.
        public var bothFailed = 0
        /// What differed, one line per document.
        public var disagreements: [String] = []
    }

    /// The response bodies (JSON) and event payloads (SSE) of the successful calls to `path`
    /// (after the API version: `/chat/completions`) recorded in `file` (a
    /// `Fixtures/recorded/*.jsonl`). Events are split by ``RecordedStream``.
    public static func recorded(_ file: URL, path: String) throws -> (bodies: [Data], events: [Data]) {
        var bodies: [Data] = []
        let text = try String(contentsOf: file, encoding: .utf8)
        for line in text.split(separator: "\n") where !line.isEmpty {
            let record = try JSONCoding.decoder.decode(JSONValue.self, from: String(line))
            guard record["response_kind"]?.stringValue == "json",
                  let url = record["url"]?.stringValue, URLComponents(string: "https://" + url)?.path == "/v1" + path,
                  let status = record["status"]?.intValue, (200..<300).contains(status),
                  let body = record["response_body"]
            else { continue }
            bodies.append(try JSONCoding.encoder.encode(body))
        }
        let events = try RecordedStream.load(file).filter { $0.path == path }
            .flatMap(\.rawEvents).filter { $0.data != "[DONE]" }.map { Data($0.data.utf8) }
        return (bodies, events)
    }

    public static func compare<T: Decodable & Equatable>(_ type: T.Type, _ documents: [Data]) -> Report {
        var report = Report()
        for document in documents {
            let ourIssues = DecodingIssueCollector()
            let theirIssues = DecodingIssueCollector()
            let ours = Result { try ClientJSONDecoder(userInfo: [DecodingIssueCollector.userInfoKey: ourIssues]).decode(T.self, from: document) }
            let foundation = JSONDecoder()
            foundation.userInfo[DecodingIssueCollector.userInfoKey] = theirIssues
            let theirs = Result { try foundation.decode(T.self, from: document) }
            let snippet = String(decoding: document.prefix(160), as: UTF8.self)
            switch (ours, theirs) {
            case (.success(let a), .success(let b)):
                if a != b {
                    report.disagreements.append("different values: \(snippet)")
                } else if ourIssues.issues != theirIssues.issues {
                    report.disagreements.append("different issues \(ourIssues.issues) vs \(theirIssues.issues): \(snippet)")
                } else {
                    report.agreed += 1
                }
            case (.failure, .failure):
                report.bothFailed += 1
            case (.failure(let error), .success):
                report.disagreements.append("only ClientJSONDecoder failed (\(error)): \(snippet)")
            case (.success, .failure(let error)):
                report.disagreements.append("only JSONDecoder failed (\(error)): \(snippet)")
            }
        }
        return report
    }
}
