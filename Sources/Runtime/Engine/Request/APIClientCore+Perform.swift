import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The retry loop: every attempt, retry and redirect of a call happens here, at the request
/// level, never inside the HTTP stack.
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

    /// The retry loop; `read` runs on each 2xx response inside it.
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
        guard !middlewares.isEmpty else {
            return try await retrying(request, maxRetries: maxRetries, reading: reading, read: read)
        }

        // The middlewares around the retry loop (``ClientMiddleware``): a body read whole is
        // read inside the loop, as without them, and handed on as bytes.
        let context = MiddlewareContext(
            operationID: components.operationID, method: components.method, path: components.path,
            baseURL: baseURL, isStreaming: reading == .streamed)
        let limit = maxResponseBytes
        let built = request
        var next: MiddlewareNext = { request, _ in
            // What a middleware added to the headers or the URL is masked too.
            if request.headers != built.headers || request.url != built.url {
                for secret in SecretRedaction.credentials(of: request) { secrets.add(secret) }
            }
            return try await self.retrying(request, maxRetries: maxRetries, reading: reading, counting: context.attemptCount) { response in
                guard reading == .whole else { return response }
                let data = try await Self.readWhole(response, limit: limit)
                return HTTPResponse(status: response.status, headers: response.headers, body: HTTPResponseBody(data))
            }
        }
        for middleware in middlewares.reversed() {
            let inner = next
            next = { request, context in try await middleware.intercept(request, context: context, next: inner) }
        }
        return try await read(try await next(request, context))
    }

    /// Attempts until one succeeds, retrying per ``retryPolicy`` what is safe to retry.
    private func retrying<Value>(
        _ request: HTTPRequest, maxRetries: Int, reading: Reading, counting attempts: AttemptCount? = nil,
        read: (HTTPResponse) async throws -> Value
    ) async throws -> Value {
        var retry = 0
        while true {
            let failure: AIClientError
            var retryAfter: TimeInterval?
            attempts?.increment()
            do {
                return try await attempt(request, reading: reading, read: read)
            } catch let error as AIClientError {
                guard retry < maxRetries, isRetryable(error, reading: reading) else { throw error }
                failure = error
                retryAfter = error.kind == .http ? error.rateLimits?.retryAfter : nil
            }
            // A server asking for a longer wait than we hold a call for: give up now.
            guard !retryPolicy.exceedsMaxRetryAfter(retryAfter) else { throw failure }
            try await sleep(retryPolicy.delay(beforeRetry: retry, retryAfter: retryAfter))
            retry += 1
        }
    }

    /// One attempt: sends, follows redirects, and reads a 2xx body; throws what failed.
    private func attempt<Value>(
        _ original: HTTPRequest, reading: Reading, read: (HTTPResponse) async throws -> Value
    ) async throws -> Value {
        var request = original
        var sameOrigin = true
        for _ in 0...Self.maxRedirects {
            try Task.checkCancellation()
            // Credentials never follow a redirect to another origin.
            let authorized = sameOrigin ? try await authentication.authorizeRegistering(request) : request
            let response: HTTPResponse
            do {
                response = try await transport.send(authorized)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                throw error as? AIClientError ?? AIClientError.transport(error, url: request.url)
            }
            let info = HTTPResponseInfo(status: response.status, headers: response.headers)
            ResponseCapture.record(info)
            if let next = HTTPRedirect.next(after: request, status: response.status, headers: response.headers) {
                _ = await Self.readPrefix(of: response.body, limit: Self.errorBodyLimit)
                sameOrigin = sameOrigin && HTTPRedirect.isSameOrigin(next.url, original.url)
                request = sameOrigin ? next : HTTPRedirect.withoutCredentials(next)
                continue
            }
            guard (200..<300).contains(response.status) else {
                let body = await Self.readPrefix(of: response.body, limit: Self.errorBodyLimit)
                throw AIClientError.http(info, body: body, bodyIsPartial: body.count >= Self.errorBodyLimit, url: request.url)
            }
            return try await read(response)
        }
        throw AIClientError.transport(URLError(.httpTooManyRedirects), url: original.url)
    }

    /// Whether a failed attempt is worth another one.
    private func isRetryable(_ error: AIClientError, reading: Reading) -> Bool {
        if error.kind == .http, let info = error.responseInfo {
            return retryPolicy.shouldRetry(status: info.status, headers: info.headers)
        }
        if reading == .whole, error.kind == .streamInterrupted { return true }
        return retryPolicy.shouldRetry(error)
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

    private func sleep(_ seconds: TimeInterval) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(min(seconds, 3600) * 1_000_000_000))
    }
}
