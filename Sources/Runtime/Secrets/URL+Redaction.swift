import Foundation

extension URL {
    /// The URL with user info removed and the values of secret-looking query parameters
    /// (`key`, `api_key`, `token`, `sig`, …) replaced, for messages and logs.
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

    static func isSecretQueryName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["key", "api_key", "api-key", "apikey", "token", "access_token", "sig", "signature", "code",
                "secret", "client_secret", "password"].contains(lowered)
    }
}
