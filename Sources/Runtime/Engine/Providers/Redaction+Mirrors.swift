import Foundation

// `dump(client)` and `dump(error)` walk mirrors, not descriptions: these mirrors show what the
// descriptions show, with every secret masked (see `SecretRedaction`).

extension APIClientCore: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: [
            "baseURL": SecretRedaction.redact(baseURL),
            "defaultHeaders": defaultHeaders,
            "defaultQuery": SecretRedaction.redactedQuery(defaultQuery),
            "authentication": authentication,
            "retryPolicy": retryPolicy,
            "timeout": timeout as Any,
            "rewritesRequests": requestRewrite != nil,
        ], displayStyle: .struct)
    }
}

extension AIClientError: CustomReflectable {
    /// The kind, the status and the one-line description, all with secrets masked; the
    /// wrapped error (whose own fields may hold the URL with its key) is left out.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "kind": kind.description,
            "status": status as Any,
            "url": url.map { $0.absoluteString } as Any,
            "description": description,
        ], displayStyle: .struct)
    }
}

extension HTTPRequest: CustomReflectable {
    /// Method, masked URL, redacted headers and the timeout; never the body.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "method": method, "url": SecretRedaction.redact(url), "headers": headers, "timeout": timeout as Any,
        ], displayStyle: .struct)
    }
}
