import Foundation

// Where credentials enter besides construction: each call registers what it sends (its
// credential headers and query items, whatever the authentication added, tokens fetched for
// it) in a lease that lives as long as the call, and then as long as the stream it returned.
extension SecretRedaction {
    /// The lease of the call running in this task, for credentials fetched while it runs.
    @TaskLocal static var currentCall: SecretLease?

    /// Registers `value` (a token just fetched, a header an authentication added) for the call
    /// running in this task; outside a call (``Authentication/authorize(_:)`` called by hand)
    /// it is not registered, since nothing would release it.
    static func registerForCurrentCall(_ value: String) {
        guard let lease = currentCall else { return }
        for part in credentialParts(ofHeaderValue: value) { lease.add(part) }
    }

    /// The values of `headers` that are credentials by name, and of `query` items with a
    /// secret-looking name: what a client, a provider or a call's options carry that must be
    /// masked by value.
    static func credentials(headers: HTTPHeaders, query: QueryItems) -> [String] {
        var found: [String] = []
        for field in headers where isSecretHeader(field.name) {
            found.append(contentsOf: credentialParts(ofHeaderValue: field.value))
        }
        for item in query.items where URL.isSecretQueryName(item.name) { found.append(item.value) }
        return found
    }

    /// The credentials of a request as it goes out: its credential headers, and the password
    /// and secret-looking query values of its URL.
    static func credentials(of request: HTTPRequest) -> [String] {
        credentials(headers: request.headers, query: []) + secrets(in: request.url)
    }

    /// `value`, and the credential inside an `Authorization`-style value: `Bearer <token>`
    /// gives the token too, `Basic <base64>` the `user:password` pair and the password.
    static func credentialParts(ofHeaderValue value: String) -> [String] {
        var parts = [value]
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard let space = trimmed.firstIndex(of: " ") else { return parts }
        let scheme = trimmed[..<space]
        guard !scheme.isEmpty, scheme.allSatisfy({ $0.isASCII && $0.isLetter }) else { return parts }
        let credential = trimmed[space...].trimmingCharacters(in: .whitespaces)
        parts.append(credential)
        if scheme.lowercased() == "basic", let data = Data(base64Encoded: credential),
           let pair = String(data: data, encoding: .utf8) {
            parts.append(pair)
            if let colon = pair.firstIndex(of: ":") { parts.append(String(pair[pair.index(after: colon)...])) }
        }
        return parts
    }

    /// `query` as percent-encoded text with the values of secret-looking names replaced and
    /// registered secrets masked, for descriptions and `dump`.
    static func redactedQuery(_ query: QueryItems) -> String {
        redact(query.items.map { item in
            URL.isSecretQueryName(item.name)
                ? PercentEncoding.encode(item.name) + "=REDACTED"
                : PercentEncoding.encode(item.name) + "=" + PercentEncoding.encode(item.value)
        }.joined(separator: "&"))
    }
}
