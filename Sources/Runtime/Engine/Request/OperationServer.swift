import Foundation

/// The server an operation declares for itself in the spec (`servers` on an operation or a
/// path), where it differs from the document's.
///
/// While the client uses the document's server (its default base URL), such an operation is
/// sent to its own server instead. A client pointed elsewhere (a proxy, a gateway, a local
/// test server) sends every operation there: whoever chose that base URL meant all traffic.
public struct OperationServer: Sendable, Hashable {
    /// The operation's server, e.g. `https://uploads.example.com/v1`.
    public var url: URL
    /// The document's first server, which the client's default base URL is; nil when the spec
    /// has none (then the operation's server is always used).
    public var documentServer: URL?

    /// Nil when `url` is not a URL (the generator only writes absolute ones).
    public init?(url: String, documentServer: String?) {
        guard let url = URL(string: url) else { return nil }
        self.url = url
        self.documentServer = documentServer.flatMap(URL.init(string:))
    }

    /// The base URL for a request of a client whose base URL is `clientBase`: this server
    /// while the client uses the document's server, else the client's.
    public func url(forClientBase clientBase: URL) -> URL {
        guard let documentServer else { return url }
        return Self.sameBase(clientBase, documentServer) ? url : clientBase
    }

    /// Equal ignoring a trailing slash and the case of scheme and host.
    static func sameBase(_ a: URL, _ b: URL) -> Bool {
        func normalized(_ url: URL) -> String {
            var text = url.absoluteString
            while text.hasSuffix("/") { text.removeLast() }
            guard let range = text.range(of: "://") else { return text }
            let rest = text[range.upperBound...]
            let host = rest.prefix { $0 != "/" }
            return text[..<range.upperBound].lowercased() + host.lowercased() + rest.dropFirst(host.count)
        }
        return normalized(a) == normalized(b)
    }
}
