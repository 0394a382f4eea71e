import AIClientRuntime
import AIClientWebhooks
import Foundation

/// Compares what a generated method sent with what the official SDK sent for the same call
/// (`RecordedSDKRequest`): method, path, query, JSON body or form parts, content type, and the
/// beta and version headers.
public enum SDKConformance {
    /// The contents the SDKs' tests upload (`file=b"Example data"`), for file parts the
    /// recording keeps only by hash.
    public static let knownFiles = [Data("Example data".utf8)]

    /// Headers compared by value (beta headers as sets of their comma-separated items). The
    /// rest of what the SDK sends (`accept`, its own `x-stainless-*`) is the client's business.
    public static let comparedHeaders: Set<String> = ["openai-beta", "anthropic-beta", "anthropic-version"]

    public static func sha256(_ data: Data) -> String {
        SoftwareSHA256.hash(data).map { String(format: "%02x", $0) }.joined()
    }

    /// The operation of `recorded`: same method, a template the path fits, and the fixed query
    /// items of its path key present. Where several fit, the one with more fixed query items,
    /// then with fewer path parameters (`/files/search` before `/files/{id}`), then the first.
    public static func route(_ recorded: RecordedSDKRequest, in routes: [ReplayRoute]) -> (ReplayRoute, [String: String])? {
        var best: (route: ReplayRoute, parameters: [String: String], score: (Int, Int))?
        for route in routes where route.method == recorded.method {
            guard let parameters = route.pathParameters(recorded.path) else { continue }
            guard route.fixedQuery.allSatisfy({ item in recorded.query.contains { $0 == item } }) else { continue }
            let score = (route.fixedQuery.count, -parameters.count)
            if let current = best, current.score >= score { continue }
            best = (route, parameters, score)
        }
        return best.map { ($0.route, $0.parameters) }
    }

    /// What differs, each as `what: detail`; empty when the two requests agree.
    public static func differences(_ recorded: RecordedSDKRequest, _ sent: CapturedRequest, basePath: String) -> [String] {
        var found: [String] = []
        if sent.method != recorded.method { found.append("method: \(sent.method), the SDK \(recorded.method)") }
        let components = URLComponents(url: sent.url, resolvingAgainstBaseURL: false)
        var path = components?.percentEncodedPath ?? sent.url.path
        if path.hasPrefix(basePath) { path.removeFirst(basePath.count) }
        if decoded(path) != decoded(recorded.path) { found.append("path: \(path), the SDK \(recorded.path)") }

        let query = (components?.percentEncodedQueryItems ?? []).map { item in
            "\(decoded(item.name))=\(decoded(item.value ?? ""))"
        }.sorted()
        let expectedQuery = recorded.query.map { "\($0.name)=\($0.value)" }.sorted()
        if query != expectedQuery {
            found.append("query: \(Self.listDifference(query, expectedQuery))")
        }

        let contentType = sent.headers["Content-Type"].map(mediaType)
        let expectedType = recorded.headers["content-type"].map(mediaType)
        switch recorded.body {
        case .none:
            if let body = sent.body, !body.isEmpty { found.append("body: \(body.count) bytes, the SDK none") }
        case .json(let expected):
            if contentType != "application/json" { found.append("content-type: \(contentType ?? "none"), the SDK application/json") }
            found += jsonDifferences(sent.body, expected).map { "body: \($0)" }
        case .multipart(let expected):
            if contentType != "multipart/form-data" { found.append("content-type: \(contentType ?? "none"), the SDK multipart/form-data") }
            found += partDifferences(sent, expected).map { "form: \($0)" }
        case .bytes(let length, let hash, _):
            let body = sent.body ?? Data()
            if body.count != length || sha256(body) != hash { found.append("body: \(body.count) bytes, the SDK \(length)") }
            if contentType != expectedType { found.append("content-type: \(contentType ?? "none"), the SDK \(expectedType ?? "none")") }
        }
        for name in comparedHeaders.sorted() {
            let ours = sent.headers[name]
            let theirs = recorded.headers[name]
            let same = name.hasSuffix("-beta") ? Set(items(ours)) == Set(items(theirs)) : ours == theirs
            if !same { found.append("\(name): \(ours ?? "none"), the SDK \(theirs ?? "none")") }
        }
        // Header parameters the test passed (`anthropic-workspace-id`) are sent as given.
        for (name, value) in recorded.headers where !comparedHeaders.contains(name) && !["accept", "content-type"].contains(name) {
            if sent.headers[name] != value { found.append("\(name): \(sent.headers[name] ?? "none"), the SDK \(value)") }
        }
        return found
    }

    static func items(_ header: String?) -> [String] {
        (header ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func decoded(_ text: String) -> String {
        (text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding) ?? text
    }

    static func mediaType(_ value: String) -> String {
        (value.split(separator: ";").first.map(String.init) ?? value).trimmingCharacters(in: .whitespaces).lowercased()
    }

    static func listDifference(_ ours: [String], _ theirs: [String]) -> String {
        let extra = ours.filter { !theirs.contains($0) }
        let missing = theirs.filter { !ours.contains($0) }
        return "ours only [\(extra.joined(separator: "&"))], the SDK's only [\(missing.joined(separator: "&"))]"
    }

    // MARK: JSON

    static func jsonDifferences(_ sent: Data?, _ expected: Data) -> [String] {
        guard let sent, let ours = try? JSONSerialization.jsonObject(with: sent, options: .fragmentsAllowed) else {
            return ["not JSON (\(sent?.count ?? 0) bytes)"]
        }
        guard let theirs = try? JSONSerialization.jsonObject(with: expected, options: .fragmentsAllowed) else { return ["the recording is not JSON"] }
        var found: [String] = []
        compare(ours, theirs, at: "$", into: &found)
        return found
    }

    static func compare(_ ours: Any, _ theirs: Any, at path: String, into found: inout [String]) {
        switch (ours, theirs) {
        case (let left as [String: Any], let right as [String: Any]):
            for key in Set(left.keys).union(right.keys).sorted() {
                switch (left[key], right[key]) {
                case (let l?, let r?): compare(l, r, at: "\(path).\(key)", into: &found)
                case (let l?, nil): found.append("\(path).\(key): ours only (\(text(l)))")
                case (nil, let r?): found.append("\(path).\(key): the SDK's only (\(text(r)))")
                default: break
                }
            }
        case (let left as [Any], let right as [Any]):
            guard left.count == right.count else {
                found.append("\(path): \(left.count) items, the SDK \(right.count)")
                return
            }
            for index in left.indices { compare(left[index], right[index], at: "\(path)[\(index)]", into: &found) }
        default:
            if text(ours) != text(theirs) { found.append("\(path): \(text(ours)), the SDK \(text(theirs))") }
        }
    }

    /// JSON text of a value (keys sorted).
    static func text(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes]) else {
            return "\(value)"
        }
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: Form parts

    struct SentPart {
        var name: String
        var filename: String?
        var contentType: String?
        var data: Data
    }

    static func partDifferences(_ sent: CapturedRequest, _ expected: [RecordedSDKRequest.RecordedPart]) -> [String] {
        guard let header = sent.headers["Content-Type"], let boundary = header.components(separatedBy: "boundary=").last?
            .trimmingCharacters(in: CharacterSet(charactersIn: "\"")), let body = sent.body else {
            return ["no multipart body"]
        }
        let parts = parse(body, boundary: boundary)
        var found: [String] = []
        var remaining = parts
        for part in expected {
            guard let index = remaining.firstIndex(where: { $0.name == part.name && matches($0, part) }) else {
                let sameName = remaining.filter { $0.name == part.name }
                found.append("\(part.name): \(sameName.isEmpty ? "missing" : "differs (\(sameName.map(describe).joined(separator: "; ")))")")
                continue
            }
            remaining.remove(at: index)
        }
        found += remaining.map { "\($0.name): ours only (\(describe($0)))" }
        return found
    }

    static func matches(_ sent: SentPart, _ part: RecordedSDKRequest.RecordedPart) -> Bool {
        if let hash = part.fileSHA256 {
            return sha256(sent.data) == hash && (part.filename == nil || sent.filename == part.filename)
        }
        return String(decoding: sent.data, as: UTF8.self) == (part.text ?? "")
    }

    static func describe(_ part: SentPart) -> String {
        let value = part.data.count <= 80 ? String(decoding: part.data, as: UTF8.self) : "\(part.data.count) bytes"
        return "\(value)\(part.filename.map { ", filename \($0)" } ?? "")"
    }

    static func parse(_ body: Data, boundary: String) -> [SentPart] {
        let delimiter = Data("--\(boundary)".utf8)
        var parts: [SentPart] = []
        var ranges: [Range<Data.Index>] = []
        var searchStart = body.startIndex
        while let range = body.range(of: delimiter, in: searchStart..<body.endIndex) {
            ranges.append(range)
            searchStart = range.upperBound
        }
        for (index, range) in ranges.enumerated() where index + 1 < ranges.count {
            var chunk = body[range.upperBound..<ranges[index + 1].lowerBound]
            if chunk.starts(with: Data("\r\n".utf8)) { chunk = chunk.dropFirst(2) }
            if chunk.suffix(2) == Data("\r\n".utf8) { chunk = chunk.dropLast(2) }
            guard let split = chunk.range(of: Data("\r\n\r\n".utf8)) else { continue }
            let head = String(decoding: chunk[chunk.startIndex..<split.lowerBound], as: UTF8.self)
            var part = SentPart(name: "", data: Data(chunk[split.upperBound...]))
            for line in head.components(separatedBy: "\r\n") {
                let lower = line.lowercased()
                if lower.hasPrefix("content-disposition:") {
                    part.name = attribute("name", in: line) ?? ""
                    part.filename = attribute("filename", in: line)
                } else if lower.hasPrefix("content-type:") {
                    part.contentType = line.dropFirst("content-type:".count).trimmingCharacters(in: .whitespaces)
                }
            }
            parts.append(part)
        }
        return parts
    }

    static func attribute(_ name: String, in line: String) -> String? {
        guard let range = line.range(of: "; \(name)=\"") else { return nil }
        let rest = line[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}

/// The outcome of replaying every recording of one SDK.
public struct SDKConformanceReport: Sendable {
    public var total = 0
    public var matched = 0
    /// Per recording that differs: its test id, the operation, and what differs.
    public var differing: [(test: String, operation: String, differences: [String])] = []

    /// Each kind of difference (`body: $.stream`, `anthropic-version`) with how many recordings
    /// show it, most frequent first.
    /// Each operation with a kind of difference it shows (`createVoice: arguments`), sorted.
    public var operationKinds: [String] {
        Set(differing.flatMap { entry in entry.differences.map { "\(entry.operation): \(SDKConformanceReport.kind($0))" } }).sorted()
    }

    public var kinds: [(kind: String, count: Int)] {
        var counts: [String: Int] = [:]
        for entry in differing {
            for kind in Set(entry.differences.map(SDKConformanceReport.kind)) { counts[kind, default: 0] += 1 }
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// `body: $.messages[0].content: …` → `body: $.messages[].content`: what differs, without
    /// the values.
    static func kind(_ difference: String) -> String {
        let parts = difference.components(separatedBy: ": ")
        var head = parts.prefix(parts.first == "body" || parts.first == "form" ? 2 : 1).joined(separator: ": ")
        while let open = head.range(of: "["), let close = head.range(of: "]", range: open.upperBound..<head.endIndex) {
            head.replaceSubrange(open.lowerBound..<close.upperBound, with: "#")
        }
        return head.replacingOccurrences(of: "#", with: "[]")
    }
}

extension SDKConformance {
    /// Replays every recording through `replay` (which calls the generated method with a client
    /// sending through the given transport) and compares what it sent.
    public static func run(
        _ recordings: [RecordedSDKRequest], routes: [ReplayRoute], basePath: String, perCallHeaders: [String] = [],
        replay: (String, ReplayedRequest, CapturingTransport) async throws -> Bool
    ) async -> SDKConformanceReport {
        var report = SDKConformanceReport()
        for recorded in recordings {
            report.total += 1
            guard let (route, parameters) = route(recorded, in: routes) else {
                report.differing.append((recorded.test, "?", ["route: no operation for \(recorded.method) \(recorded.path)"]))
                continue
            }
            let transport = CapturingTransport()
            var request = recorded.replayed(pathParameters: parameters, knownFiles: knownFiles, sha256: sha256)
            request.perCallHeaders = perCallHeaders
            var problems: [String] = []
            do {
                if try await !replay(route.operationID, request, transport) { problems.append("replay: unknown operation") }
            } catch let error as ReplayedRequest.Mismatch {
                problems.append("arguments: \(error)")
            } catch {
                // The canned `{}` answer is not every operation's response; the request was sent
                // (and when it was not, the error says why).
                if transport.requests.isEmpty { problems.append("sent: nothing (\(error))") }
            }
            if problems.isEmpty {
                let sent = transport.requests
                if let request = sent.first, sent.count == 1 {
                    problems = differences(recorded, request, basePath: basePath)
                } else {
                    problems.append("sent: \(sent.count) requests")
                }
            }
            if problems.isEmpty {
                report.matched += 1
            } else {
                report.differing.append((recorded.test, route.operationID, problems))
            }
        }
        return report
    }
}
