import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where a call starts: its request is built and sent along ``APIClientCore/requestPath``
/// (RequestPath.swift, BuiltInSteps.swift). Every attempt, retry and redirect happens there,
/// at the request level, never inside the HTTP stack.
extension APIClientCore {
    /// Redirects followed per attempt before giving up.
    static let maxRedirects = 10

    /// How the body of a 2xx response is read, which decides what may be retried after it.
    enum Reading {
        /// Read whole inside the retry loop: a body cut short, a stall or a connection error
        /// while reading is retried like a failure before the response.
        case whole
        /// Handed over unread (streams, downloads): never retried once the head arrived.
        case streamed
    }

    /// Sends the request, retrying per ``retryPolicy`` and following redirects, and returns
    /// the response of the first 2xx answer with its body unread.
    ///
    /// A streamed body (multipart uploads) is written once to a temporary file and re-sent
    /// from it on every attempt and redirect; the file is deleted when the call ends.
    ///
    /// - Throws: ``AIClientError`` (`http` with the provider's error for a non-2xx answer after
    ///   the retries, `transport`/`timeout`, `invalidRequest`), or `CancellationError`.
    public func perform(_ components: RequestComponents, options: RequestOptions = .init()) async throws -> HTTPResponse {
        try await perform(components, options: options, reading: .streamed) { $0 }
    }

    /// Sends along the request path; `read` runs on the 2xx response at its end (a body read
    /// whole has been read inside the retries).
    ///
    /// The credentials the call sends (credential headers and secret-looking query items from
    /// any source, per-request options included, and whatever the authentication adds on each
    /// attempt) are registered in `secrets` before anything is sent, so every error of the
    /// call masks them; `secrets` lives as long as the call, or as long as the caller keeps it
    /// (a stream does).
    func perform<Value>(
        _ components: RequestComponents, options: RequestOptions, reading: Reading, secrets: SecretLease = SecretLease(),
        read: (HTTPResponse) async throws -> Value
    ) async throws -> Value {
        try await SecretRedaction.$currentCall.withValue(secrets) {
            try await performRegistered(components, options: options, reading: reading, secrets: secrets, read: read)
        }
    }

    private func performRegistered<Value>(
        _ components: RequestComponents, options: RequestOptions, reading: Reading, secrets: SecretLease,
        read: (HTTPResponse) async throws -> Value
    ) async throws -> Value {
        // Before the request is built: a credential that makes building fail is masked too.
        for secret in SecretRedaction.credentials(headers: options.extraHeaders, query: options.extraQuery) {
            secrets.add(secret)
        }
        var request = try makeRequest(components, options: options)
        for secret in SecretRedaction.credentials(of: request) { secrets.add(secret) }
        request.totalTimeout = options.totalTimeout ?? totalTimeout ?? (reading == .whole ? request.timeout : nil)
        let spool = try await spoolBody(of: &request)
        defer { if let spool { try? FileManager.default.removeItem(at: spool) } }
        let maxRetries = max(0, options.maxRetries ?? retryPolicy.maxRetries)
        let middlewares = options.middlewares.isEmpty ? self.middlewares : self.middlewares + options.middlewares
        let context = MiddlewareContext(
            operationID: components.operationID, method: components.method, path: components.path,
            baseURL: baseURL, isStreaming: reading == .streamed)
        let chain = requestChain(middlewares: middlewares, built: request, maxRetries: maxRetries, reading: reading, secrets: secrets)
        return try await read(try await chain(request, context))
    }

    /// Writes a streamed body once to a file in the transport's temporary directory, so every
    /// attempt and redirect sends the same bytes (``HTTPRequestBody/file(_:length:)``); returns
    /// the file to delete when the call ends.
    private func spoolBody(of request: inout HTTPRequest) async throws -> URL? {
        guard case .stream(let length, let makeChunks)? = request.body else { return nil }
        let file = try await RequestBodySpool.write(makeChunks(), expectedLength: length, directory: transport.temporaryDirectory)
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.int64Value
        request.body = .file(file, length: size ?? length ?? 0)
        return file
    }
}
