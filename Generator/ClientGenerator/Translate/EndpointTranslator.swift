/// Turns every operation under `paths` into an `EndpointDecl`: where it lives in the client
/// (`client.chat.completions.create`), its parameters, body and result types.
///
/// Resource names come from the path, method names from the HTTP method and the shape of the
/// path (see `naming(_:)`), with per-spec overrides by operation id from the generation
/// config. Inline request, response and parameter schemas become top-level types named after
/// the operation (`ListFilesOrder`, `CreateUploadResponse`).
struct EndpointTranslator {
    var models: ModelTranslator
    let options: EndpointOptions
    let document: OpenAPIDocument
    /// Top-level types created for inline schemas of operations.
    var operationTypes: [TypeDecl] = []
    var usedTypeNames: Set<String>
    private let collectionPrefixes: Set<String>
    private let operationPaths: Set<String>
    private let dropsVersionPrefix: Bool

    init(models: ModelTranslator, document: OpenAPIDocument, options: EndpointOptions) {
        self.models = models
        self.document = document
        self.options = options
        self.usedTypeNames = Set(models.typeNames.values)
        let paths = document.paths.map(\.path)
        // `/v1/…` on every path (Anthropic) is part of the base URL's meaning, not a resource.
        self.dropsVersionPrefix = !paths.isEmpty && paths.allSatisfy { $0.hasPrefix("/v1/") }
        var collections: Set<String> = []
        var withOperations: Set<String> = []
        for path in paths {
            let segments = EndpointTranslator.segments(path, dropVersion: dropsVersionPrefix)
            withOperations.insert(EndpointTranslator.key(segments))
            for index in segments.indices.dropLast() where !segments[index].isParameter && segments[index + 1].isParameter {
                collections.insert(EndpointTranslator.key(Array(segments[...index])))
            }
        }
        self.collectionPrefixes = collections
        self.operationPaths = withOperations
    }

    struct Segment: Hashable {
        var text: String
        var isParameter: Bool
    }

    static func segments(_ path: String, dropVersion: Bool) -> [Segment] {
        var parts = path.split(separator: "/").map(String.init)
        if dropVersion, parts.first == "v1" { parts.removeFirst() }
        return parts.map { part in
            part.hasPrefix("{") && part.hasSuffix("}")
                ? Segment(text: String(part.dropFirst().dropLast()), isParameter: true)
                : Segment(text: part, isParameter: false)
        }
    }

    /// A path shape with parameters blanked, for comparing paths: `files/{}/content`.
    static func key(_ segments: [Segment]) -> String {
        segments.map { $0.isParameter ? "{}" : $0.text }.joined(separator: "/")
    }

    mutating func translate() -> [EndpointDecl] {
        var endpoints: [EndpointDecl] = []
        var taken: Set<String> = []
        for item in document.paths {
            for operation in item.operations {
                var endpoint = endpoint(operation, item: item)
                var qualified = (endpoint.resource + [endpoint.swiftName]).joined(separator: ".")
                if taken.contains(qualified) {
                    // Two operations landed on the same name: the later one keeps its
                    // operation id, which is unique in the spec.
                    endpoint.swiftName = SwiftNames.member(endpoint.operationID)
                    qualified = (endpoint.resource + [endpoint.swiftName]).joined(separator: ".")
                    var counter = 2
                    while taken.contains(qualified) {
                        endpoint.swiftName = SwiftNames.member(endpoint.operationID) + String(counter)
                        qualified = (endpoint.resource + [endpoint.swiftName]).joined(separator: ".")
                        counter += 1
                    }
                }
                taken.insert(qualified)
                endpoints.append(endpoint)
            }
        }
        return endpoints
    }

    /// `(resource chain, method name)` for an operation, before overrides.
    func naming(_ operation: Operation, item: PathItem) -> (resource: [String], method: String) {
        let segments = Self.segments(item.path, dropVersion: dropsVersionPrefix)
        var statics = segments.filter { !$0.isParameter }.map { SwiftNames.member($0.text).trimmingBackticks }
        let listLike = isListLike(operation)
        let verb: String
        if let last = segments.last, last.isParameter {
            switch operation.method {
            case .get: verb = "retrieve"
            case .delete: verb = "delete"
            default: verb = "update"
            }
        } else if let last = segments.last {
            let parent = segments.dropLast().last
            let isCollection = collectionPrefixes.contains(Self.key(segments))
            let parentIsParameter = parent?.isParameter ?? false
            let parentHasOperations = parent.map { _ in operationPaths.contains(Self.key(Array(segments.dropLast()))) } ?? false
            // `/files/{id}/content`, `/batches/{id}/cancel`, `/messages/count_tokens`: a leaf
            // that is not a collection of its own is an action on its parent.
            let isAction = !isCollection && !listLike && (parentIsParameter || parentHasOperations)
            if isAction, !statics.isEmpty {
                statics.removeLast()
                return (prefix(operation, item: item) + statics, SwiftNames.member(last.text))
            }
            switch operation.method {
            // A collection (`/agents` beside `/agents/{id}`) is listed whatever its page looks like.
            case .get: verb = listLike || isCollection ? "list" : "retrieve"
            case .post: verb = "create"
            case .delete: verb = "delete"
            default: verb = "update"
            }
        } else {
            verb = operation.method.rawValue
        }
        return (prefix(operation, item: item) + statics, verb)
    }

    /// Path keys with a query (`/responses?beta=true`) live under `client.beta`.
    func prefix(_ operation: Operation, item: PathItem) -> [String] {
        item.keyQuery.contains { $0.name == "beta" } ? ["beta"] : []
    }

    /// A `GET` that answers with a list: an OpenAI-style page (`data: [...]`) or a bare array.
    func isListLike(_ operation: Operation) -> Bool {
        guard operation.method == .get, let schema = successSchema(operation) else { return false }
        if models.shape.kind(schema) == .array { return true }
        let resolved = models.shape.resolved(schema)
        let members = models.shape.flattenedProperties(resolved).properties
        guard let data = members.first(where: { $0.name == "data" }) else { return false }
        return models.shape.kind(data.schema) == .array
    }

    /// The JSON schema of the first 2xx response.
    func successSchema(_ operation: Operation) -> Schema? {
        successResponse(operation)?.content.first { $0.contentType.hasPrefix("application/json") }?.schema
    }

    func successResponse(_ operation: Operation) -> Response? {
        operation.responses.first { $0.status.isSuccess }
    }
}

/// Per-spec knobs for endpoint generation, from the generation config.
public struct EndpointOptions: Hashable, Sendable {
    /// Header parameters the client sets itself (`anthropic-version`, `anthropic-beta`): not
    /// asked for by every method.
    public var clientHeaders: Set<String>
    /// Headers whose fixed value (a required one-value header parameter, or the operation's
    /// `x-sdk-headers`: what the official SDK always sends) is comma-joined with the client's and
    /// the call's values rather than replacing them (`anthropic-beta`).
    public var joinedHeaders: Set<String> = []
    /// Operation id → `resource.chain.method`, where the path-based name is not what the
    /// official SDKs use.
    public var names: [String: String]
    /// How the spec's event streams are framed.
    public var streamFormat = StreamFormatOptions()
    /// Operation id → streaming details the spec does not declare (or declares differently).
    public var streams: [String: StreamOverride] = [:]
    /// How array query parameters are spelled where the spec leaves `style`/`explode` at
    /// their defaults (the official SDKs send `name[]`).
    public var queryArrays: EndpointDecl.QueryArrayStyle = .repeated
    /// `operationId.parameter` → array style, where the spec states one the API does not use.
    public var queryArrayOverrides: [String: EndpointDecl.QueryArrayStyle] = [:]
    /// Operation id → `Accept` header, where the official SDKs send another value than the
    /// response content types say (`application/binary` for file downloads).
    public var accept: [String: String] = [:]

    public init(clientHeaders: Set<String> = [], names: [String: String] = [:]) {
        self.clientHeaders = clientHeaders
        self.names = names
    }
}

/// Streaming of one operation as the generation config describes it.
public struct StreamOverride: Hashable, Sendable {
    /// Component schema name of the events (when the spec does not attach one).
    public var event: String?
    /// Body members that turn streaming on; default `stream: true`.
    public var body: [String: DocumentNode]?
    public var query: [PathItem.QueryItem] = []
    public var wrapsEventName: Bool?
    /// `framing: jsonLines`: the events are JSON Lines, not server-sent events.
    public var jsonLines: Bool?

    public init(event: String? = nil, body: [String: DocumentNode]? = nil) {
        self.event = event
        self.body = body
    }
}
