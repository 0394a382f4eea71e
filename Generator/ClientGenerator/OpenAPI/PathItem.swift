/// One entry of `paths` (or of `webhooks`) with its operations.
public struct PathItem: Hashable, Sendable {
    /// A `name=value` pair from the query part of a path key (`/responses?beta=true`).
    public struct QueryItem: Hashable, Sendable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The key as written: a path template, possibly with a query (`/responses?beta=true`),
    /// or a webhook name.
    public var key: String
    /// The key without its query part.
    public var path: String
    /// The query part of the key, split into pairs (empty for most keys).
    public var keyQuery: [QueryItem]
    public var summary: String?
    public var description: String?
    /// Operations in the order get, put, post, delete, options, head, patch, trace, with the
    /// path item's shared parameters merged into each.
    public var operations: [Operation]
    public var servers: [Server]?
    public var extensions: [String: DocumentNode]
    /// Where the path item is in the root document.
    public var pointer: JSONPointer

    public init(key: String, pointer: JSONPointer = .root) {
        self.key = key
        (self.path, self.keyQuery) = PathItem.split(key)
        self.operations = []
        self.extensions = [:]
        self.pointer = pointer
    }

    /// The operation for `method`, if any.
    public func operation(_ method: HTTPMethod) -> Operation? {
        operations.first { $0.method == method }
    }

    /// Splits `/x?a=1&b` into `/x` and `[a=1, b=]`.
    static func split(_ key: String) -> (path: String, query: [QueryItem]) {
        guard let mark = key.firstIndex(of: "?") else { return (key, []) }
        let query = key[key.index(after: mark)...].split(separator: "&").map { pair in
            if let equals = pair.firstIndex(of: "=") {
                return QueryItem(name: String(pair[..<equals]), value: String(pair[pair.index(after: equals)...]))
            }
            return QueryItem(name: String(pair), value: "")
        }
        return (String(key[..<mark]), query)
    }
}
