/// What the generator knows about one callable operation, ready to print as a method.
public struct EndpointDecl: Hashable, Sendable {
    public enum Body: Hashable, Sendable {
        case json(TypeRef)
        case multipart(TypeRef)
        /// Bytes sent as they are, with the spec's content type (`application/sdp`, octet-stream).
        case raw(contentType: String)
    }

    public enum Result: Hashable, Sendable {
        case json(TypeRef)
        /// Bytes (audio, files, archives): returned as `Data`, or streamed to a file.
        case binary
        case text
        case empty
        /// JSON Lines: an async sequence of decoded lines.
        case jsonLines(TypeRef)
        /// JSON or plain text, by the reply's `Content-Type` (transcriptions with
        /// `response_format: text`): `JSONOrText<Type>`.
        case jsonOrText(TypeRef)
    }

    /// How an array query parameter is spelled (`QueryArrayStyle` in the runtime).
    public enum QueryArrayStyle: String, Hashable, Sendable {
        /// `include=a&include=b` (OpenAPI `form`, `explode: true`).
        case repeated
        /// `include[]=a&include[]=b`, as the official SDKs send arrays.
        case bracketed
        /// `include=a,b` (OpenAPI `form`, `explode: false`).
        case commaSeparated
    }

    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var swiftName: String
        public var location: ParameterLocation
        public var type: TypeRef
        public var required: Bool
        /// `deepObject` query parameters (`metadata[key]=value`).
        public var deepObject: Bool
        /// How an array value is spelled in the query (see `EndpointTranslator.arrayStyle`).
        public var arrayStyle: QueryArrayStyle
        public var doc: String?
    }

    /// How `list` calls follow pages: the query parameter that takes the cursor and where the
    /// next cursor comes from.
    public struct Pagination: Hashable, Sendable {
        public enum NextCursor: Hashable, Sendable {
            /// The page's `last_id` (OpenAI and Anthropic cursor lists), falling back to the
            /// last item's `id`.
            case lastID(pageMember: String?, itemMember: String?)
            /// The page's `next_page` token (OpenAI usage and costs).
            case nextPage(member: String)
        }

        /// Swift name of the query parameter that takes the cursor.
        public var cursorParameter: String
        public var pageType: TypeRef
        public var itemType: TypeRef
        public var next: NextCursor
        /// `has_more`, when the page has it: no next page when it is false.
        public var hasMoreMember: String?
    }

    public var operationID: String
    public var method: String
    public var pathTemplate: String
    /// Fixed query items from the path key (`?beta=true`).
    public var fixedQuery: [PathItem.QueryItem]
    /// Headers the operation always sends: required header parameters with one allowed value
    /// (`OpenAI-Beta: assistants=v2`, `const` or a one-value `enum`), set by the method rather
    /// than asked of the caller. A caller's `extraHeaders` still win.
    public var fixedHeaders: [PathItem.QueryItem] = []
    /// Fixed values of the headers the config names in `joinedHeaders`: comma-joined after the
    /// client's and the caller's values of the same header (`anthropic-beta`), each value once.
    public var joinedHeaders: [PathItem.QueryItem] = []
    public var swiftName: String
    /// The resource chain, e.g. `["chat", "completions"]`.
    public var resource: [String]
    public var parameters: [Parameter]
    public var body: Body?
    public var bodyRequired: Bool
    public var result: Result
    /// The `Accept` header of the plain method when it is not `application/json`: the
    /// operation's response content types, or the config's value for the operation.
    public var accept: String?
    public var pagination: Pagination?
    public var summary: String?
    public var description: String?
    public var deprecated: Bool
    /// The streaming twin of this operation, when it has one.
    public var stream: StreamDecl?
    /// The operation answers only with a stream (`text/event-stream` and nothing else, no flag
    /// that turns it on): its one method returns the events, under the operation's own name.
    public var streamsOnly = false
    /// The operation's own server (`servers` on the operation or its path), as an absolute
    /// URL, with the document's first server it stands beside.
    public var server: Server?

    public struct Server: Hashable, Sendable {
        public var url: String
        public var documentURL: String?
    }
}

/// How an operation streams: the event type and what turns streaming on.
public struct StreamDecl: Hashable, Sendable {
    public var event: TypeRef
    /// Top-level body members that ask for a stream (`stream: true`, `stream_format: "sse"`).
    public var bodyFlags: [String: DocumentNode]
    /// Query items that ask for a stream (`stream=true` on `GET /responses/{id}`).
    public var query: [PathItem.QueryItem]
    public var format: StreamFormatOptions
    /// The event type is a union (with an `unknown` case for event types it does not list);
    /// otherwise events of another type are skipped (see `ForeignStreamEvent`).
    public var eventIsUnion = true
}

/// The event framing of a spec's streams (see `EventStreamFormat` in the runtime).
public struct StreamFormatOptions: Hashable, Sendable {
    public var terminator: String?
    public var errorEvents: [String]
    public var errorEnvelopes: Bool
    public var wrapsEventName: Bool
    /// Events are JSON Lines (`application/x-ndjson`, one JSON value per line), not
    /// server-sent events.
    public var jsonLines: Bool

    public init(terminator: String? = nil, errorEvents: [String] = [], errorEnvelopes: Bool = false, wrapsEventName: Bool = false, jsonLines: Bool = false) {
        self.terminator = terminator
        self.errorEvents = errorEvents
        self.errorEnvelopes = errorEnvelopes
        self.wrapsEventName = wrapsEventName
        self.jsonLines = jsonLines
    }
}
