import Foundation

/// One request of a batch job: the typed body and the id that its result comes back under.
///
/// The id must be unique within the job (the providers refuse a batch with repeated ids);
/// Anthropic also limits it to 1–64 letters, digits, `-` and `_`.
public struct BatchRequest<Body: Sendable>: Sendable {
    public var customID: String
    public var body: Body

    public init(customID: String, body: Body) {
        self.customID = customID
        self.body = body
    }
}

extension BatchRequest: Equatable where Body: Equatable {}
extension BatchRequest: Hashable where Body: Hashable {}

/// The result of one request of a batch job: the typed response, or why there is none.
public struct BatchResult<Response: Sendable>: Sendable {
    /// The id the request was submitted with.
    public var customID: String
    /// The decoded response, or the error for this request.
    public var outcome: Result<Response, BatchItemError>

    public init(customID: String, outcome: Result<Response, BatchItemError>) {
        self.customID = customID
        self.outcome = outcome
    }

    /// The response, when the request succeeded.
    public var response: Response? {
        if case .success(let response) = outcome { return response }
        return nil
    }

    /// The error, when it did not.
    public var error: BatchItemError? {
        if case .failure(let error) = outcome { return error }
        return nil
    }
}

/// Why one request of a batch has no response.
public struct BatchItemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure. A struct rather than an enum, so that new kinds never break a
    /// `switch`: compare with the static members.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The provider answered the request with an error (``BatchItemError/providerError``).
        public static let failed = Kind("failed")
        /// The batch was cancelled before the request ran.
        public static let canceled = Kind("canceled")
        /// The batch expired before the request ran.
        public static let expired = Kind("expired")
        /// The provider answered, but the body is not the expected response type, or the
        /// result's line could not be read at all (not JSON, a number beyond `Double`, nesting
        /// over 512 levels): ``BatchItemError/message`` says where and why, and
        /// ``BatchItemError/lineNumber`` names the line. The results after it are still read.
        public static let undecodable = Kind("undecodable")
        public var description: String { rawValue }
    }

    public var kind: Kind
    /// The request's id; empty when the result's line could not be read far enough to find
    /// it (an ``Kind/undecodable`` result whose ``lineNumber`` says which line it was).
    public var customID: String
    /// The HTTP status the provider gave the request (OpenAI), if any.
    public var statusCode: Int?
    /// The provider's id for the request (quote it to support).
    public var requestID: String?
    /// The provider's error (type, code, message).
    public var providerError: ProviderError?
    /// More detail (decoding failures).
    public var message: String?
    /// The result's line in the results file, counting from 1, when the line itself could
    /// not be read as a result.
    public var lineNumber: Int?

    public init(kind: Kind, customID: String, statusCode: Int? = nil, requestID: String? = nil,
                providerError: ProviderError? = nil, message: String? = nil, lineNumber: Int? = nil) {
        self.kind = kind
        self.customID = customID
        self.statusCode = statusCode
        self.requestID = requestID
        self.providerError = providerError
        self.message = message
        self.lineNumber = lineNumber
    }

    public var description: String {
        var text = customID.isEmpty && lineNumber != nil ? "batch result \(kind)" : "batch request '\(customID)' \(kind)"
        if let lineNumber { text += " (line \(lineNumber))" }
        if let statusCode { text += " (HTTP \(statusCode))" }
        if let providerError { text += ": \(SecretRedaction.redacted(providerError))" }
        if let message { text += ": \(SecretRedaction.redact(message))" }
        return text
    }
}

/// Where a batch job stands, summed over its parts (from the providers' `request_counts`).
public struct BatchJobProgress: Sendable, Hashable, CustomStringConvertible {
    /// Requests in the job.
    public var total: Int
    /// Requests that finished with a response.
    public var succeeded: Int
    /// Requests that finished with an error (including cancelled and expired ones).
    public var failed: Int
    /// Parts (provider batches) in the job, and how many of them are in a final state.
    public var parts: Int
    public var partsFinished: Int

    public init(total: Int, succeeded: Int, failed: Int, parts: Int, partsFinished: Int) {
        self.total = total
        self.succeeded = succeeded
        self.failed = failed
        self.parts = parts
        self.partsFinished = partsFinished
    }

    /// Requests finished either way.
    public var finished: Int { succeeded + failed }
    /// `finished / total`, 0…1.
    public var fraction: Double { total == 0 ? 1 : min(1, Double(finished) / Double(total)) }

    public var description: String {
        "\(finished)/\(total) requests (\(failed) failed), \(partsFinished)/\(parts) parts done"
    }
}
