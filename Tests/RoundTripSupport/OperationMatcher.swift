import ClientGenerator
import Foundation

/// Finds the spec operation a recorded request was made to, by method and URL path against the
/// spec's path templates.
///
/// The servers' base path (`/v1` in `https://api.openai.com/v1`) is taken off first. Path keys
/// with a query (`/v1/messages?beta=true`, Anthropic's beta twins) match when the URL carries
/// that query; a URL without it falls back to a key that needs it only when no key matches
/// exactly (`/v1/files` exists only as `/v1/files?beta=true`, and clients that send the beta
/// header instead of the query still reach it).
public struct OperationMatcher: Sendable {
    public struct Match: Sendable {
        public var operation: ClientGenerator.Operation
        /// Set when the match needed the fallback.
        public var note: String?
    }

    struct Candidate {
        var item: PathItem
        var segments: [Substring]
    }

    let candidates: [Candidate]
    let basePaths: [String]

    public init(document: OpenAPIDocument) {
        candidates = document.paths.map { Candidate(item: $0, segments: $0.path.split(separator: "/")) }
        var bases: [String] = []
        for server in document.servers {
            guard let components = URLComponents(string: server.url) else { continue }
            let path = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
            if !path.isEmpty, !bases.contains(path) { bases.append(path) }
        }
        basePaths = bases + [""]
    }

    public func match(method: String, url: String) -> Match? {
        guard let httpMethod = HTTPMethod(rawValue: method.lowercased()) else { return nil }
        let pathAndQuery = url.firstIndex(of: "/").map { String(url[$0...]) } ?? "/"
        let parts = pathAndQuery.split(separator: "?", maxSplits: 1)
        let path = parts.first.map(String.init) ?? "/"
        let query = Set((parts.count > 1 ? parts[1] : "").split(separator: "&").map(String.init))
        var best: (score: (Int, Int, Int), match: Match)?
        for base in basePaths where path.hasPrefix(base) {
            let segments = path.dropFirst(base.count).split(separator: "/")
            for candidate in candidates where Self.matches(candidate.segments, segments) {
                guard let operation = candidate.item.operation(httpMethod) else { continue }
                let needed = candidate.item.keyQuery.map { $0.value.isEmpty ? $0.name : "\($0.name)=\($0.value)" }
                let satisfied = needed.allSatisfy(query.contains)
                let literals = candidate.segments.filter { !$0.contains("{") }.count
                let score = (satisfied ? 1 : 0, satisfied ? needed.count : -needed.count, literals)
                let note = satisfied ? nil : "matched \(candidate.item.key) although the URL lacks its query"
                if let current = best, current.score >= score { continue }
                best = (score, Match(operation: operation, note: note))
            }
        }
        return best?.match
    }

    /// A template segment `{name}` takes any one segment; `pre{name}post` checks the ends.
    static func matches(_ template: [Substring], _ segments: [Substring]) -> Bool {
        guard template.count == segments.count else { return false }
        for (pattern, segment) in zip(template, segments) {
            if let open = pattern.firstIndex(of: "{"), let close = pattern.lastIndex(of: "}") {
                let prefix = pattern[..<open]
                let suffix = pattern[pattern.index(after: close)...]
                guard segment.count > prefix.count + suffix.count, segment.hasPrefix(prefix), segment.hasSuffix(suffix) else { return false }
            } else if pattern != segment {
                return false
            }
        }
        return true
    }
}
