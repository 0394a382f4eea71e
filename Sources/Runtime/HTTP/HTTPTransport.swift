import Foundation

/// Sends one HTTP request and returns the response head with a streaming body.
///
/// The one seam between the generated clients and the network. The default is
/// `URLSessionTransport`; plug in your own (a proxy, a recorder, an AsyncHTTPClient adapter)
/// by conforming to this protocol. Cancelling the calling task must cancel the request.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// Case-insensitive HTTP header fields, in the order they were added.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    public struct Field: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var fields: [Field] = []

    public init() {}

    public init(_ fields: [(String, String)]) {
        for (name, value) in fields { add(name, value) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// Headers from a dictionary (a Lambda event's, a webhook framework's), sorted by name so
    /// that the order is the same on every run: `HTTPHeaders(event.headers)`.
    ///
    /// Names that differ only by case stay separate fields; ``subscript(_:)`` and
    /// ``values(for:)`` compare names case-insensitively.
    public init(_ dictionary: [String: String]) {
        // A dictionary's order changes from run to run; sorting by the lowercased name (then
        // the name) gives one order, whatever the case of the names.
        let sorted = dictionary.sorted { ($0.key.lowercased(), $0.key) < ($1.key.lowercased(), $1.key) }
        self.init(sorted.map { ($0.key, $0.value) })
    }

    /// The first value of `name` (compared case-insensitively); setting replaces every value,
    /// and setting nil removes the header.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.caseInsensitiveEquals(name) }?.value }
        set {
            fields.removeAll { $0.name.caseInsensitiveEquals(name) }
            if let newValue { fields.append(Field(name: name, value: newValue)) }
        }
    }

    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// Header names and values, with credentials redacted (see ``SecretRedaction``).
    public var description: String {
        fields.map { "\($0.name): \(HTTPHeaders.displayValue($0))" }.joined(separator: "\n")
    }

    /// Headers whose values are credentials and must never be printed (`Authorization`,
    /// `api-key`, `X-Goog-Api-Key`, any name with `key`, `token`, `secret`, …).
    public static func isSecret(_ name: String) -> Bool {
        SecretRedaction.isSecretHeader(name)
    }

    /// A field's value as it may be printed.
    static func displayValue(_ field: Field) -> String {
        isSecret(field.name) ? SecretRedaction.mask : SecretRedaction.redact(field.value)
    }
}

extension String {
    func caseInsensitiveEquals(_ other: String) -> Bool {
        self.utf8.count == other.utf8.count && self.lowercased() == other.lowercased()
    }
}

/// An HTTP request as the transport sends it.
public struct HTTPRequest: Sendable, CustomStringConvertible {
    public var method: String
    public var url: URL
    public var headers: HTTPHeaders
    public var body: HTTPRequestBody?
    /// Idle timeout in seconds: the longest wait for the response head or for the next bytes
    /// of the body (nil: the transport's default).
    public var timeout: TimeInterval?
    /// Total timeout in seconds: the longest time this attempt may take, from sending to the
    /// last byte of the body (nil: no limit besides the transport's own).
    public var totalTimeout: TimeInterval?
    /// A file holding exactly the bytes of a `.stream` body, written once by
    /// ``APIClientCore`` so that every attempt and redirect re-sends the same bytes; transports
    /// of this module upload from it instead of draining the stream.
    var bodyFile: URL?

    public init(
        method: String, url: URL, headers: HTTPHeaders = [:], body: HTTPRequestBody? = nil,
        timeout: TimeInterval? = nil, totalTimeout: TimeInterval? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.totalTimeout = totalTimeout
    }

    /// Method and URL only (secrets in the URL masked): headers may carry credentials and
    /// bodies may be large.
    public var description: String { "\(method) \(SecretRedaction.redact(url))" }
}

/// What a request sends as its body.
public enum HTTPRequestBody: Sendable {
    /// Bytes held in memory (JSON, small text, raw bodies).
    case data(Data)
    /// A body produced piece by piece and never held whole in memory (multipart uploads of
    /// large files). `length` is sent as `Content-Length` when known.
    case stream(length: Int64?, makeChunks: @Sendable () -> AsyncThrowingStream<Data, any Error>)
}

/// A response head and its body, which arrives as a stream of chunks.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: HTTPResponseBody

    public init(status: Int, headers: HTTPHeaders, body: HTTPResponseBody) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// The body of a response as an async sequence of byte chunks, in arrival order.
public struct HTTPResponseBody: AsyncSequence, Sendable {
    public typealias Element = Data

    private let stream: AsyncThrowingStream<Data, any Error>

    public init(_ stream: AsyncThrowingStream<Data, any Error>) {
        self.stream = stream
    }

    /// A body that is already complete.
    public init(_ data: Data) {
        self.stream = AsyncThrowingStream { continuation in
            if !data.isEmpty { continuation.yield(data) }
            continuation.finish()
        }
    }

    public func makeAsyncIterator() -> AsyncThrowingStream<Data, any Error>.AsyncIterator {
        stream.makeAsyncIterator()
    }

    /// Reads the whole body, failing once more than `limit` bytes arrived, so a runaway
    /// response cannot exhaust memory.
    public func collect(upTo limit: Int) async throws -> Data {
        var collected = Data()
        for try await chunk in self {
            guard collected.count + chunk.count <= limit else {
                throw HTTPBodyTooLargeError(limit: limit)
            }
            collected.append(chunk)
        }
        return collected
    }
}

/// Thrown by `HTTPResponseBody.collect(upTo:)` when a body exceeds its limit.
public struct HTTPBodyTooLargeError: Error, Sendable, CustomStringConvertible {
    public var limit: Int
    public var description: String { "the response body is larger than the limit of \(limit) bytes" }
}
