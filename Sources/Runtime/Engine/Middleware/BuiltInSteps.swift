import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The client's own steps of the request path (``RequestStep``), each a middleware.

/// ``RequestStep/credentialMasking``: what a middleware added to the headers or the URL is
/// masked in every error of the call.
struct CredentialMaskingStep: ClientMiddleware {
    let built: HTTPRequest
    let secrets: SecretLease

    func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
        if request.headers != built.headers || request.url != built.url {
            for secret in SecretRedaction.credentials(of: request) { secrets.add(secret) }
        }
        return try await next(request, context)
    }
}

/// ``RequestStep/retries``: attempts until one succeeds, retrying per the policy what is safe
/// to retry.
struct RetryStep: ClientMiddleware {
    let policy: RetryPolicy
    let maxRetries: Int
    let reading: APIClientCore.Reading

    func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
        var retry = 0
        while true {
            let failure: AIClientError
            var retryAfter: TimeInterval?
            context.attemptCount.increment()
            do {
                return try await next(request, context)
            } catch let error as AIClientError {
                guard retry < maxRetries, isRetryable(error) else { throw error }
                failure = error
                retryAfter = error.kind == .http ? error.rateLimits?.retryAfter : nil
            }
            // A server asking for a longer wait than we hold a call for: give up now.
            guard !policy.exceedsMaxRetryAfter(retryAfter) else { throw failure }
            let delay = policy.delay(beforeRetry: retry, retryAfter: retryAfter)
            if delay > 0 { try await ClampedSleep.sleep(seconds: min(delay, 3600)) }
            retry += 1
        }
    }

    /// Whether a failed attempt is worth another one.
    private func isRetryable(_ error: AIClientError) -> Bool {
        if error.kind == .http, let info = error.responseInfo {
            return policy.shouldRetry(status: info.status, headers: info.headers)
        }
        if reading == .whole, error.kind == .streamInterrupted { return true }
        return policy.shouldRetry(error)
    }
}

/// ``RequestStep/redirects``: follows redirects of one attempt; a hop to another origin, and
/// every hop after it, goes without credentials.
struct RedirectStep: ClientMiddleware {
    func intercept(_ original: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
        var request = original
        var hop = context
        for _ in 0...APIClientCore.maxRedirects {
            try Task.checkCancellation()
            let response = try await next(request, hop)
            guard let redirected = HTTPRedirect.next(after: request, status: response.status, headers: response.headers) else {
                return response
            }
            _ = await APIClientCore.readPrefix(of: response.body, limit: APIClientCore.errorBodyLimit)
            hop.sendsCredentials = hop.sendsCredentials && HTTPRedirect.isSameOrigin(redirected.url, original.url)
            request = hop.sendsCredentials ? redirected : HTTPRedirect.withoutCredentials(redirected)
        }
        throw AIClientError.transport(URLError(.httpTooManyRedirects), url: original.url)
    }
}

/// ``RequestStep/responseCheck``: a non-2xx answer (other than a redirect to follow) becomes
/// an error; a body decoded whole is read here, within its limit.
struct ResponseCheckStep: ClientMiddleware {
    let readsWhole: Bool
    let limit: Int

    func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
        let response = try await next(request, context)
        if (200..<300).contains(response.status) {
            guard readsWhole else { return response }
            let data = try await APIClientCore.readWhole(response, limit: limit)
            return HTTPResponse(status: response.status, headers: response.headers, body: HTTPResponseBody(data))
        }
        if HTTPRedirect.next(after: request, status: response.status, headers: response.headers) != nil {
            return response
        }
        let body = await APIClientCore.readPrefix(of: response.body, limit: APIClientCore.errorBodyLimit)
        let info = HTTPResponseInfo(status: response.status, headers: response.headers)
        throw AIClientError.http(info, body: body, bodyIsPartial: body.count >= APIClientCore.errorBodyLimit, url: request.url)
    }
}

/// ``RequestStep/authentication``: credentials for each attempt, never across origins.
struct AuthenticationStep: ClientMiddleware {
    let authentication: Authentication

    func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
        try await next(context.sendsCredentials ? try await authentication.authorizeRegistering(request) : request, context)
    }
}

/// ``RequestStep/transport``: the end of the path.
enum TransportStep {
    static func send(_ request: HTTPRequest, through transport: any HTTPTransport) async throws -> HTTPResponse {
        // Checked here, after every middleware and the authentication: whoever set the header.
        if let problem = request.headers.sendingProblem { throw AIClientError.invalidRequest(problem) }
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw error as? AIClientError ?? AIClientError.transport(error, url: request.url)
        }
        ResponseCapture.record(HTTPResponseInfo(status: response.status, headers: response.headers))
        return response
    }
}
