import Foundation

/// A base URL given as text (`OpenAIClient(baseURL: "http://localhost:11434/v1")`), checked
/// once when the client is made.
///
/// Text that is not an absolute URL with a host (`localhost:11434/v1`, `api.example.com`)
/// does not stop the app: like a key with a line break, it makes every request fail with
/// ``AIClientError/Kind/invalidRequest`` before anything is sent, with a message that says why.
package enum BaseURLText {
    /// The URL `text` names, or a stand-in URL and the rewrite that refuses every request.
    package static func parse(_ text: String) -> (url: URL, refusal: RequestRewrite?) {
        // A URL read from a file or an environment file usually ends with a newline.
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty, let host = url.host, !host.isEmpty {
            return (url, nil)
        }
        let error = AIClientError.invalidRequest(
            "the base URL '\(shown(trimmed))' is not an absolute URL with a scheme and a host (such as https://api.example.com/v1)")
        return (standIn, RequestRewrite { _ in throw error })
    }

    /// Where a client with an unusable base URL points: nothing is ever sent there.
    static let standIn = fixedURL("invalid-base-url:")

    /// The text for a message, without what could be a password (`user:secret@host`).
    private static func shown(_ text: String) -> String {
        let bounded = text.count > 200 ? String(text.prefix(200)) + "…" : text
        guard let at = bounded.firstIndex(of: "@") else { return SecretRedaction.redact(bounded) }
        let start = bounded.range(of: "://").map(\.upperBound) ?? bounded.startIndex
        guard start <= at else { return SecretRedaction.redact(bounded) }
        return SecretRedaction.redact(bounded[..<start] + "REDACTED" + bounded[at...])
    }
}
