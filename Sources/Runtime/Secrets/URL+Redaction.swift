import Foundation

extension URL {
    /// The URL with user info removed and the values of secret-looking query parameters
    /// (``isSecretQueryName(_:)``) replaced, for messages and logs.
    var redactedForDisplay: String {
        var text = absoluteString
        if var components = URLComponents(url: self, resolvingAgainstBaseURL: false),
           components.user != nil || components.password != nil {
            // The user/password setters take plain text and cannot trap.
            components.user = nil
            components.password = nil
            text = components.string ?? "<unprintable URL>"
        }
        // Rewrite the query as text: URLComponents' percent-encoded setters trap on bad input.
        guard let mark = text.firstIndex(of: "?") else { return text }
        let afterQuery = text[mark...].firstIndex(of: "#") ?? text.endIndex
        let query = text[text.index(after: mark)..<afterQuery]
        let redacted = query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let decoded = name.removingPercentEncoding ?? name
            return Self.isSecretQueryName(decoded) ? "\(name)=REDACTED" : String(pair)
        }
        return text[..<mark] + "?" + redacted.joined(separator: "&") + text[afterQuery...]
    }

    /// Whether a query item named `name` holds a credential, whatever its value: by pattern,
    /// as headers are (`key`, `api_key`, `subscription-key`, `x-api-key`, `auth`, `auth_token`,
    /// `access-token`, `private_token`, `client_secret`, `password`, `sig`, `signature`, `code`,
    /// …), except names of counts and page cursors (`max_tokens`, `page_token`), which are not
    /// credentials and which a reader of an error needs to see.
    static func isSecretQueryName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if ["sig", "code", "pass", "pwd", "jwt"].contains(lowered) { return true }
        if lowered.contains("tokens") || lowered.contains("page") || lowered.contains("cursor") { return false }
        return ["key", "token", "secret", "password", "signature", "credential", "auth"].contains { lowered.contains($0) }
    }
}
