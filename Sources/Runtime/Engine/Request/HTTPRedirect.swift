import Foundation

/// The redirect rules ``APIClientCore`` follows (RFC 9110 §15.4, as browsers and the official
/// SDKs apply them): 307 and 308 re-send the same method, headers and body; 301 and 302 turn
/// a POST into a GET without a body, 303 turns anything but HEAD into a GET without a body.
enum HTTPRedirect {
    /// The request to send next, or nil when the response is not a redirect to follow.
    static func next(after request: HTTPRequest, status: Int, headers: HTTPHeaders) -> HTTPRequest? {
        guard [301, 302, 303, 307, 308].contains(status),
              let location = headers["Location"], !location.isEmpty,
              let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
              let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return nil }
        var next = request
        next.url = target
        let method = request.method.uppercased()
        let becomesGET = (status == 303 && method != "HEAD") || ((status == 301 || status == 302) && method == "POST")
        if becomesGET {
            next.method = "GET"
            next.body = nil
            for name in ["Content-Type", "Content-Length", "Content-Encoding", "Transfer-Encoding"] {
                next.headers[name] = nil
            }
        }
        return next
    }

    /// Whether two URLs share scheme, host and port.
    static func isSameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && effectivePort(a) == effectivePort(b)
    }

    /// `request` without the headers that carry credentials.
    static func withoutCredentials(_ request: HTTPRequest) -> HTTPRequest {
        var stripped = request
        for field in request.headers where HTTPHeaders.isSecret(field.name) {
            stripped.headers[field.name] = nil
        }
        return stripped
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }
}
