import Foundation

/// Masks configured secrets wherever they would be printed: descriptions, `dump`, error
/// messages and URLs kept in errors.
///
/// Two rules apply together. By **name**: credential headers (`Authorization`, `api-key`,
/// `X-Goog-Api-Key`, any name containing `key`, `token`, `secret`, …), secret-looking query
/// parameters (`?key=`) and the user info of URLs (`user:pass@`) are always masked. By
/// **value**: every key, token and password a client was configured with (through
/// ``Authentication``, a ``Provider`` or a base URL) is registered here and masked wherever it
/// appears, under whatever name. Values shorter than ``minimumLength`` characters are not
/// registered (they would mask ordinary words).
///
/// Each value is registered where it enters and stays registered while something that holds
/// it lives: the ``Authentication``, ``Provider`` or client it was given to (any copy of it),
/// and each call, for the credentials it sent (per-request headers and query items with
/// credential names, tokens fetched from a token provider), until the call's error or stream
/// is made. A server that makes a client per user key therefore does not keep every key it
/// ever saw, and registering and releasing cost the same with 10 or 100,000 keys registered.
/// Errors mask their texts when they are made, so an error printed after its client went
/// still shows no key.
public enum SecretRedaction {
    /// What a masked value reads as.
    public static let mask = "<redacted>"
    /// The shortest value registered for masking by value.
    public static let minimumLength = 8

    static let registry = SecretRegistry()
    /// What ``register(_:)`` registered: kept for the life of the process.
    private static let permanent = SecretLease()

    /// Registers `secret` so that it is masked by value from now on, for the rest of the
    /// process (values that clients are given are registered for the life of the client
    /// instead; register here what no client holds, such as a key your app prints itself).
    public static func register(_ secret: String) {
        permanent.add(secret)
    }

    /// Registers the password and the secret-looking query values of `url` for the rest of
    /// the process.
    public static func registerSecrets(in url: URL) {
        for secret in secrets(in: url) { permanent.add(secret) }
    }

    /// The password (and the `user:password` pair as a Basic `Authorization` sends it) and the
    /// values of secret-looking query items of `url`.
    static func secrets(in url: URL) -> [String] {
        // Most base URLs have neither: skip parsing them (a client is made per user on servers).
        let text = url.absoluteString
        guard text.contains("@") || text.contains("?") else { return [] }
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return [] }
        var found: [String] = []
        if let password = components.password {
            found.append(password)
            found.append(Data("\(components.user ?? ""):\(password)".utf8).base64EncodedString())
        }
        for item in components.queryItems ?? [] where URL.isSecretQueryName(item.name) {
            if let value = item.value { found.append(value) }
        }
        return found
    }

    /// The byte forms under which `secret` is masked: trimmed, and percent-encoded when that
    /// differs (a key echoed back in a URL); none for a value under ``minimumLength``.
    static func forms(of secret: String) -> [[UInt8]] {
        // Most keys need no trimming: skip Foundation's (slow) trimming for them.
        let needsTrimming = secret.unicodeScalars.first?.properties.isWhitespace == true
            || secret.unicodeScalars.last?.properties.isWhitespace == true
        let trimmed = needsTrimming ? secret.trimmingCharacters(in: .whitespacesAndNewlines) : secret
        guard trimmed.utf8.count >= minimumLength else { return [] }
        // Counting characters is slow; an ASCII value has as many as bytes.
        if trimmed.utf8.contains(where: { $0 >= 0x80 }), trimmed.count < minimumLength { return [] }
        let encoded = PercentEncoding.encode(trimmed)
        return encoded == trimmed ? [Array(trimmed.utf8)] : [Array(trimmed.utf8), Array(encoded.utf8)]
    }

    /// `text` with every registered secret replaced by ``mask``.
    public static func redact(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let ranges = bytes.withUnsafeBufferPointer { registry.matches(in: $0) }
        guard !ranges.isEmpty else { return text }
        var masked: [UInt8] = []
        masked.reserveCapacity(bytes.count)
        var next = 0
        for range in ranges {
            masked.append(contentsOf: bytes[next..<range.lowerBound])
            masked.append(contentsOf: mask.utf8)
            next = range.upperBound
        }
        masked.append(contentsOf: bytes[next...])
        return String(decoding: masked, as: UTF8.self)
    }

    /// `url` as text without user info, secret-looking query values or registered secrets.
    public static func redact(_ url: URL) -> String {
        redact(url.redactedForDisplay)
    }

    /// `url` without user info, secret-looking query values or registered secrets (the URL
    /// itself when it is clean; a placeholder URL in the unlikely case the masked text does
    /// not parse).
    public static func redactedURL(_ url: URL) -> URL {
        let text = redact(url)
        if text == url.absoluteString { return url }
        return URL(string: text.replacingOccurrences(of: mask, with: "REDACTED"))
            ?? URL(string: "redacted:url") ?? url
    }

    /// Whether a header named `name` holds a credential, whatever its value.
    public static func isSecretHeader(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if ["authorization", "proxy-authorization", "cookie", "set-cookie"].contains(lowered) { return true }
        return ["key", "token", "secret", "password", "signature", "credential", "auth", "devicecheck"].contains { lowered.contains($0) }
    }
}
