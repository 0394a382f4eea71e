import AIClientRuntime
import Foundation

/// One operation's route, for finding a recording's operation: `GET /v1/files/{file_id}`, with
/// the query items its path key fixes (`?beta=true`).
public struct ReplayRoute: Sendable {
    public var operationID: String
    public var method: String
    public var template: String
    public var fixedQuery: [(name: String, value: String)]

    public init(_ operationID: String, _ method: String, _ template: String, fixedQuery: [(String, String)]) {
        self.operationID = operationID
        self.method = method
        self.template = template
        self.fixedQuery = fixedQuery.map { (name: $0.0, value: $0.1) }
    }

    /// The path parameters when `path` (percent-encoded, as sent) fits the template; nil when it
    /// does not.
    public func pathParameters(_ path: String) -> [String: String]? {
        let templateSegments = template.split(separator: "/", omittingEmptySubsequences: false)
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard templateSegments.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (pattern, segment) in zip(templateSegments, segments) {
            let decoded = String(segment).removingPercentEncoding ?? String(segment)
            if pattern.hasPrefix("{"), pattern.hasSuffix("}") {
                guard !decoded.isEmpty else { return nil }
                parameters[String(pattern.dropFirst().dropLast())] = decoded
            } else if let open = pattern.firstIndex(of: "{"), pattern.hasSuffix("}") {
                // `{id}:cancel`-style segments: a literal suffix or prefix beside the parameter.
                let prefix = pattern[..<open]
                guard let close = pattern.firstIndex(of: "}") else { return nil }
                let suffix = pattern[pattern.index(after: close)...]
                guard decoded.hasPrefix(prefix), decoded.hasSuffix(suffix), decoded.count > prefix.count + suffix.count else { return nil }
                parameters[String(pattern[pattern.index(after: open)..<close])] = String(decoded.dropFirst(prefix.count).dropLast(suffix.count))
            } else if pattern != decoded {
                return nil
            }
        }
        return parameters
    }
}

/// What a recording holds, read back into a generated method's typed arguments.
///
/// Values come from text (query items, headers, form parts): each is decoded into the
/// argument's type as JSON first (`3`, `true`, `{"a":1}`), then as a string, so that a string
/// parameter keeps `"3"` and an integer one gets `3`.
public struct ReplayedRequest: Sendable {
    public enum Place: Sendable { case query, header }

    /// One form part: text, or a file's bytes with its filename and content type.
    public struct Part: Sendable {
        public var name: String
        public var text: String?
        public var file: Data?
        public var filename: String?
        public var contentType: String?

        public init(name: String, text: String? = nil, file: Data? = nil, filename: String? = nil, contentType: String? = nil) {
            self.name = name
            self.text = text
            self.file = file
            self.filename = filename
            self.contentType = contentType
        }
    }

    /// Headers the client sets, of which a call may add values of its own through
    /// `RequestOptions.extraHeaders` (Anthropic's `anthropic-beta`, where the SDK's methods
    /// take `betas`).
    public var perCallHeaders: [String] = []
    public var pathParameters: [String: String]
    public var query: [(name: String, value: String)]
    /// Header names lower-cased.
    public var headers: [String: String]
    public var json: Data?
    public var raw: Data?
    public var parts: [Part]

    public init(pathParameters: [String: String], query: [(name: String, value: String)], headers: [String: String], json: Data? = nil, raw: Data? = nil, parts: [Part] = []) {
        self.pathParameters = pathParameters
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { $1 }
        self.json = json
        self.raw = raw
        self.parts = parts
    }

    /// A recording lacks what the method requires, or holds what its type cannot read.
    public struct Mismatch: Error, CustomStringConvertible {
        public var description: String
    }

    /// The options of the call: the recording's values of `perCallHeaders`, less those the
    /// method sends itself (`fixed`).
    public func options(fixed: [(String, String)]) -> RequestOptions {
        var options = RequestOptions()
        for name in perCallHeaders {
            guard let text = headers[name.lowercased()] else { continue }
            let own = Set(fixed.filter { $0.0.lowercased() == name.lowercased() }.flatMap { $0.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } })
            let values = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !own.contains($0) }
            if !values.isEmpty { options.extraHeaders[name] = values.joined(separator: ",") }
        }
        return options
    }

    public func path(_ name: String) throws -> String {
        guard let value = pathParameters[name] else { throw Mismatch(description: "no path parameter \(name)") }
        return value
    }

    public func body<T: Decodable>(_ type: T.Type) throws -> T {
        guard let json else { throw Mismatch(description: "no JSON body") }
        return try JSONCoding.decode(type, from: json)
    }

    public func bodyIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        guard json != nil else { return nil }
        return try body(type)
    }

    public func rawBody() throws -> Data {
        guard let raw else { throw Mismatch(description: "no body") }
        return raw
    }

    public func rawBodyIfPresent() -> Data? { raw }

    /// Whether the recording asked for a stream: one of the operation's body flags
    /// (`"stream": true`) or query items (`stream=true`) as the streaming twin sends it.
    public func streams(bodyFlags: [(String, String)], query flags: [(String, String)]) -> Bool {
        if !bodyFlags.isEmpty, let json, let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] {
            for (key, text) in bodyFlags {
                guard let value = object[key], let expected = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) else { continue }
                if SDKConformance.text(value) == SDKConformance.text(expected) { return true }
            }
        }
        if parts.contains(where: { part in bodyFlags.contains { $0.0 == part.name && $0.1 == part.text } }) { return true }
        return flags.contains { flag in query.contains { $0.name == flag.0 && $0.value == flag.1 } }
    }

    public func value<T: Decodable>(_ type: T.Type, _ name: String, in place: Place) throws -> T {
        guard let value = try valueIfPresent(type, name, in: place) else { throw Mismatch(description: "no \(place) parameter \(name)") }
        return value
    }

    public func valueIfPresent<T: Decodable>(_ type: T.Type, _ name: String, in place: Place) throws -> T? {
        switch place {
        case .header:
            guard let text = headers[name.lowercased()] else { return nil }
            let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return try Self.decode(type, candidates: [Self.guess(text), .string(text), .array(items.map(Self.guess)), .array(items.map { .string($0) })], name)
        case .query:
            return try Self.decodeItems(type, query.map { ($0.name, $0.value) }, name)
        }
    }

    public func file(_ name: String) throws -> MultipartFile {
        guard let file = try fileIfPresent(name) else { throw Mismatch(description: "no file part \(name)") }
        return file
    }

    public func fileIfPresent(_ name: String) throws -> MultipartFile? {
        try filesIfPresent(name)?.first
    }

    public func files(_ name: String) throws -> [MultipartFile] {
        guard let files = try filesIfPresent(name) else { throw Mismatch(description: "no file parts \(name)") }
        return files
    }

    public func filesIfPresent(_ name: String) throws -> [MultipartFile]? {
        let found = parts.filter { $0.name == name || $0.name == name + "[]" }
        guard !found.isEmpty else { return nil }
        return found.map { part in
            .data(part.file ?? Data((part.text ?? "").utf8), filename: part.filename ?? "file", contentType: part.contentType)
        }
    }

    public func part<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        guard let value = try partIfPresent(type, name) else { throw Mismatch(description: "no part \(name)") }
        return value
    }

    public func partIfPresent<T: Decodable>(_ type: T.Type, _ name: String) throws -> T? {
        // A part sent with a content type of its own (`sdp` as `application/sdp`) is text too.
        try Self.decodeItems(type, parts.compactMap { part in
            (part.text ?? part.file.map { String(decoding: $0, as: UTF8.self) }).map { (part.name, $0) }
        }, name)
    }

    // MARK: Reading text into types

    /// The items named `name`, `name[]` or `name[key]…` (brackets as the SDKs write arrays and
    /// objects), decoded into `type`; nil when there are none.
    static func decodeItems<T: Decodable>(_ type: T.Type, _ items: [(String, String)], _ name: String) throws -> T? {
        let plain = items.filter { $0.0 == name }.map(\.1)
        let bracketed = items.filter { $0.0 == name + "[]" }.map(\.1)
        let keyed = items.filter { $0.0.hasPrefix(name + "[") && $0.0 != name + "[]" }
        if !keyed.isEmpty {
            var guessed = Tree.object([:])
            var strings = Tree.object([:])
            for (key, value) in keyed {
                let path = key.dropFirst(name.count).split(separator: "]").map { String($0.dropFirst()) }
                guessed.insert(Self.guess(value), at: path[...])
                strings.insert(.string(value), at: path[...])
            }
            return try decode(type, candidates: [guessed, strings], name)
        }
        let values = plain + bracketed
        guard !values.isEmpty else { return nil }
        if values.count == 1, bracketed.isEmpty, let value = values.first {
            let items = value.split(separator: ",").map(String.init)
            return try decode(type, candidates: [guess(value), .string(value), .array([guess(value)]), .array([.string(value)]), .array(items.map(guess)), .array(items.map { .string($0) })], name)
        }
        return try decode(type, candidates: [.array(values.map(guess)), .array(values.map { .string($0) })], name)
    }

    static func decode<T: Decodable>(_ type: T.Type, candidates: [Tree], _ name: String) throws -> T {
        var firstError: (any Error)?
        for candidate in candidates {
            do {
                return try JSONCoding.decode(type, from: candidate.json())
            } catch {
                firstError = firstError ?? error
            }
        }
        throw Mismatch(description: "\(name): \(firstError.map { "\($0)" } ?? "no value")")
    }

    /// Text read as JSON where it is a JSON number, boolean, object or array; a string otherwise.
    static func guess(_ text: String) -> Tree {
        if let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed), !(value is NSNull), !(value is String) {
            return .json(text)
        }
        return .string(text)
    }

    /// A value built from text, written as JSON.
    enum Tree: Sendable {
        case string(String)
        /// JSON text as it is.
        case json(String)
        case array([Tree])
        case object([String: Tree])

        mutating func insert(_ leaf: Tree, at path: ArraySlice<String>) {
            guard let key = path.first else {
                self = leaf
                return
            }
            guard case .object(var members) = self else { return }
            var child = members[key] ?? .object([:])
            if path.count == 1 {
                child = leaf
            } else {
                child.insert(leaf, at: path.dropFirst())
            }
            members[key] = child
            self = .object(members)
        }

        func json() -> Data { Data(text.utf8) }

        var text: String {
            switch self {
            case .string(let value):
                let data = (try? JSONSerialization.data(withJSONObject: [value], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
                return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
            case .json(let text): return text
            case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
            case .object(let members):
                return "{" + members.keys.sorted().map { key in Tree.string(key).text + ":" + (members[key]?.text ?? "null") }.joined(separator: ",") + "}"
            }
        }
    }
}
