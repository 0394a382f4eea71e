import Foundation

/// What an app sends to AIProxy besides its partial key (see <https://www.aiproxy.com>).
///
/// AIProxy keeps the provider's key on its servers, split from the partial key the app holds,
/// and checks each request with Apple's DeviceCheck. Its Swift client sends:
/// `aiproxy-partial-key` (the partial key), `aiproxy-client-id` (a stable id of the user or
/// device, for per-user rate limits), `aiproxy-devicecheck` (a DeviceCheck token, on devices
/// that have one) and, on simulators only, `aiproxy-devicecheck-bypass` with the
/// `AIPROXY_DEVICE_CHECK_BYPASS` value from the AIProxy dashboard. Requests go to the
/// service URL followed by the provider's own path (`<serviceURL>/v1/chat/completions`,
/// `<serviceURL>/v1/messages`), without an `Authorization` header.
///
/// `serviceURL` means the same for both clients: the URL the AIProxy dashboard shows for the
/// service (`https://api.aiproxy.com/1a2b/3c4d`). A trailing `/v1` or `/v1/` is accepted and
/// not doubled, so `…/3c4d/v1` sends to `…/3c4d/v1/chat/completions` and `…/3c4d/v1/messages`
/// as well.
public struct AIProxyOptions: Sendable {
    /// Sent as `aiproxy-client-id` when not nil.
    public var clientID: String?
    /// Called once per attempt for a DeviceCheck token, sent as `aiproxy-devicecheck` when
    /// not nil. In an iOS or macOS app: `{ try await DCDevice.current.generateToken().base64EncodedString() }`.
    public var deviceCheckToken: (@Sendable () async throws -> String?)?
    /// Sent as `aiproxy-devicecheck-bypass`: for simulators and tests only, never in a build
    /// you ship. Defaults to the `AIPROXY_DEVICE_CHECK_BYPASS` environment variable when the
    /// app runs in a simulator.
    public var deviceCheckBypass: String?

    public init(
        clientID: String? = nil, deviceCheckToken: (@Sendable () async throws -> String?)? = nil,
        deviceCheckBypass: String? = AIProxyOptions.simulatorBypass
    ) {
        self.clientID = clientID
        self.deviceCheckToken = deviceCheckToken
        self.deviceCheckBypass = deviceCheckBypass
    }

    /// `AIPROXY_DEVICE_CHECK_BYPASS` from the environment in a simulator; nil elsewhere.
    public static var simulatorBypass: String? {
        #if targetEnvironment(simulator)
        ProcessInfo.processInfo.environment["AIPROXY_DEVICE_CHECK_BYPASS"]
        #else
        nil
        #endif
    }

    func makeProvider<API>(name: String, serviceURL: URL, partialKey: String, pathPrefix: String) -> Provider<API> {
        var headers = HTTPHeaders()
        if let clientID { headers["aiproxy-client-id"] = clientID }
        if let deviceCheckBypass, !deviceCheckBypass.isEmpty {
            // A credential header: the provider keeps it registered.
            headers["aiproxy-devicecheck-bypass"] = deviceCheckBypass
        }
        var authentication = Authentication.header("aiproxy-partial-key", partialKey, kind: "AIProxy partial key")
        if let deviceCheckToken {
            authentication = authentication.then(Authentication(kind: "DeviceCheck") { request in
                var request = request
                if let token = try await deviceCheckToken() { request.headers["aiproxy-devicecheck"] = token }
                return request
            })
        }
        let service = Self.serviceRoot(serviceURL)
        let base = pathPrefix.isEmpty ? service : service.appendingPathComponent(pathPrefix)
        return Provider(name: name, baseURL: base, authentication: authentication, defaultHeaders: headers)
    }

    /// `serviceURL` without a trailing `/v1` (or `/v1/`) and trailing slashes: both APIs' paths
    /// start with `/v1` (OpenAI's preset adds it, Anthropic's operations carry it), so a
    /// service URL copied with it would otherwise send to `/v1/v1/…`, a 404.
    static func serviceRoot(_ serviceURL: URL) -> URL {
        guard var components = URLComponents(url: serviceURL, resolvingAgainstBaseURL: false) else { return serviceURL }
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        if path.lowercased().hasSuffix("/v1") { path.removeLast(3) }
        while path.hasSuffix("/") { path.removeLast() }
        guard path != components.percentEncodedPath else { return serviceURL }
        // The path only loses characters at its end, so it stays validly percent-encoded.
        components.percentEncodedPath = path
        return components.url ?? serviceURL
    }
}

extension Provider where API == OpenAIAPI {
    /// OpenAI through AIProxy: requests go to `<serviceURL>/v1/…` with the partial key (a
    /// `serviceURL` that already ends with `/v1` is taken as is: see ``AIProxyOptions``).
    public static func aiProxy(partialKey: String, serviceURL: URL, options: AIProxyOptions = .init()) -> Provider {
        options.makeProvider(name: "AIProxy (OpenAI)", serviceURL: serviceURL, partialKey: partialKey, pathPrefix: "v1")
    }
}

extension Provider where API == AnthropicAPI {
    /// Anthropic through AIProxy: requests go to `<serviceURL>/v1/messages` with the partial
    /// key, plus the usual `anthropic-version` (a `serviceURL` that already ends with `/v1` is
    /// taken as is: see ``AIProxyOptions``).
    public static func aiProxy(
        partialKey: String, serviceURL: URL, version: String = anthropicDefaultVersion, options: AIProxyOptions = .init()
    ) -> Provider {
        var provider: Provider = options.makeProvider(
            name: "AIProxy (Anthropic)", serviceURL: serviceURL, partialKey: partialKey, pathPrefix: "")
        provider.defaultHeaders["anthropic-version"] = version
        return provider
    }
}
