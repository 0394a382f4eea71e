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
/// The registry is process-wide and only grows: it holds what this process configured.
public enum SecretRedaction {
    /// What a masked value reads as.
    public static let mask = "<redacted>"
    /// The shortest value registered for masking by value.
    public static let minimumLength = 8

    static let store = SecretStore()

    /// Registers `secret` so that it is masked by value from now on.
    public static func register(_ secret: String) {
        let trimmed = secret.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count >= minimumLength else { return }
        store.insert(trimmed)
        let encoded = PercentEncoding.encode(trimmed)
        if encoded != trimmed { store.insert(encoded) }
    }

    /// Registers the password and the secret-looking query values of `url`.
    public static func registerSecrets(in url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
        if let password = components.password { register(password) }
        for item in components.queryItems ?? [] where URL.isSecretQueryName(item.name) {
            if let value = item.value { register(value) }
        }
    }

    /// `text` with every registered secret replaced by ``mask``.
    public static func redact(_ text: String) -> String {
        let secrets = store.values
        guard !secrets.isEmpty else { return text }
        var result = text
        // Longest first, so a secret that contains another is masked whole.
        for secret in secrets where result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: mask)
        }
        return result
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

/// The registered secrets, longest first; guarded by a lock.
final class SecretStore: @unchecked Sendable {
    private let lock = NSLock()
    private var set: Set<String> = []
    private var sorted: [String] = []

    func insert(_ secret: String) {
        lock.lock()
        defer { lock.unlock() }
        guard set.insert(secret).inserted else { return }
        sorted = set.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }

    var values: [String] {
        lock.lock()
        defer { lock.unlock() }
        return sorted
    }
}
