import Foundation

/// A step of the path every call takes, after its request is built (from the operation, the
/// options and the provider's base URL, default headers and query) and before the response
/// is decoded. ``APIClientCore/requestPath`` lists them in the order a request meets them;
/// the client runs exactly that list, each step a ``ClientMiddleware`` around the next.
public enum RequestStep: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Yours: the client's ``APIClientCore/middlewares``, then the call's
    /// ``RequestOptions/middlewares``, outermost first. They see one call, however many
    /// attempts it takes.
    case middlewares
    /// Registers the credentials your middlewares added to the headers or the URL, so that
    /// every error of the call masks them, as it masks the client's.
    case credentialMasking
    /// Sends the call again after a failure that is safe to retry, with backoff and the
    /// server's `retry-after` (``RetryPolicy``); counts ``MiddlewareContext/attempts``.
    case retries
    /// Follows redirects (at most ten per attempt); credentials never follow one to another origin.
    case redirects
    /// Turns a non-2xx answer into an ``AIClientError`` (with up to 64 KiB of its body), and
    /// reads a body that is decoded whole, at most ``APIClientCore/maxResponseBytes``, here,
    /// inside the retries, so a body cut short is retried.
    case responseCheck
    /// Applies the ``Authentication`` to each attempt and each same-origin hop.
    case authentication
    /// Hands the request to the ``HTTPTransport``.
    case transport

    public var description: String { rawValue }
}

extension APIClientCore {
    /// The steps of every call, from the outside in. A middleware of yours is the first step;
    /// the others are the client's own behaviour, in this order.
    public static let requestPath: [RequestStep] = [
        .middlewares, .credentialMasking, .retries, .redirects, .responseCheck, .authentication, .transport,
    ]

    /// The chain ``requestPath`` describes, for one call.
    func requestChain(
        middlewares: [any ClientMiddleware], built: HTTPRequest, maxRetries: Int, reading: Reading, secrets: SecretLease
    ) -> MiddlewareNext {
        let transport = self.transport
        let authentication = self.authentication
        var next: MiddlewareNext = { request, _ in try await TransportStep.send(request, through: transport) }
        for step in Self.requestPath.reversed() {
            let inner = next
            switch step {
            case .transport:
                continue
            case .authentication:
                next = { try await AuthenticationStep(authentication: authentication).intercept($0, context: $1, next: inner) }
            case .responseCheck:
                let check = ResponseCheckStep(readsWhole: reading == .whole, limit: maxResponseBytes)
                next = { try await check.intercept($0, context: $1, next: inner) }
            case .redirects:
                next = { try await RedirectStep().intercept($0, context: $1, next: inner) }
            case .retries:
                let retries = RetryStep(policy: retryPolicy, maxRetries: maxRetries, reading: reading)
                next = { try await retries.intercept($0, context: $1, next: inner) }
            case .credentialMasking:
                let masking = CredentialMaskingStep(built: built, secrets: secrets)
                next = { try await masking.intercept($0, context: $1, next: inner) }
            case .middlewares:
                for middleware in middlewares.reversed() {
                    let innerMost = next
                    next = { try await middleware.intercept($0, context: $1, next: innerMost) }
                }
            }
        }
        return next
    }
}
