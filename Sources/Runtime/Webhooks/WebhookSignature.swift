import AIClientRuntime
import Foundation

/// Checks that a webhook request was signed with your endpoint's secret, as
/// [Standard Webhooks](https://www.standardwebhooks.com) specifies and the official OpenAI and
/// Anthropic SDKs verify:
///
/// - the headers `webhook-id`, `webhook-timestamp` (seconds since 1970) and `webhook-signature`
///   (one or more space-separated `v1,<base64>` entries; other versions are ignored);
/// - each signature is the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` keyed with the
///   secret: the base64 after `whsec_`, or, for a secret without the prefix, its UTF-8 bytes
///   (OpenAI) or its base64 (Standard Webhooks, Anthropic) — see ``UnprefixedSecret``;
/// - the timestamp is at most `tolerance` seconds old or ahead (300 by default), which bounds
///   replays;
/// - signatures are compared in constant time.
///
/// A valid signature proves who sent a delivery, not that it is the first one: the providers
/// retry a delivery that was not answered with a 2xx in time, with the same `webhook-id`, and
/// a replay inside the tolerance verifies too. Handle each `webhook-id` once (keep the ids of
/// the last `tolerance` seconds, in your database or a cache shared by your servers) and answer
/// 2xx to a repeat without acting on it again.
///
/// The generated clients wrap this in `client.webhooks.unwrap(…)`, which also decodes the event.
/// Failures throw a ``WebhookVerificationError``.
public enum WebhookSignature {
    /// The official SDKs' default tolerance: five minutes either way.
    public static let defaultTolerance: TimeInterval = 300

    /// How a secret without the `whsec_` prefix is turned into the HMAC key.
    public enum UnprefixedSecret: Sendable, Hashable {
        /// Its UTF-8 bytes, as the official OpenAI SDKs do.
        case utf8
        /// Its base64, as the Standard Webhooks libraries (and so the official Anthropic SDKs) do.
        case base64
    }

    /// Throws unless `payload` carries a valid signature of `secret` in `headers`, made at most
    /// `tolerance` seconds before or after `now`.
    ///
    /// - Parameters:
    ///   - payload: The request body exactly as received: a signature covers its bytes, so
    ///     decode and re-encode nothing before this.
    ///   - headers: The request's headers (names compared case-insensitively).
    ///   - secret: The endpoint's signing secret (`whsec_…`).
    ///   - tolerance: How many seconds `webhook-timestamp` may be before or after `now`
    ///     (`.infinity` turns the check off; NaN or a negative value refuses every delivery).
    ///   - now: The time to compare the timestamp with.
    ///   - unprefixedSecret: How to read a secret that lacks the `whsec_` prefix.
    public static func verify(
        payload: Data,
        headers: HTTPHeaders,
        secret: String,
        tolerance: TimeInterval = defaultTolerance,
        now: Date = Date(),
        unprefixedSecret: UnprefixedSecret = .utf8
    ) throws(WebhookVerificationError) {
        let id = try requiredHeader("webhook-id", in: headers)
        let timestamp = try requiredHeader("webhook-timestamp", in: headers)
        _ = try requiredHeader("webhook-signature", in: headers)
        // A proxy may split the list over several `webhook-signature` lines: read them all, as
        // one space-separated list.
        let signatureHeader = headers.values(for: "webhook-signature").joined(separator: " ")
        guard let seconds = Int64(timestamp.trimmingCharacters(in: .whitespaces)) else {
            throw WebhookVerificationError(
                .invalidTimestamp, header: "webhook-timestamp",
                "'\(timestamp.prefix(40))' is not a whole number of seconds since 1970")
        }
        let nowSeconds = now.timeIntervalSince1970.rounded(.down)
        let age = nowSeconds - Double(seconds)
        // Written as "not within", so that a NaN tolerance (or age) refuses the delivery
        // instead of turning the check off; `.infinity` still accepts any time on purpose.
        if !(age <= tolerance) {
            throw WebhookVerificationError(
                .timestampTooOld, header: "webhook-timestamp",
                "the webhook was sent \(wholeSeconds(age)) s ago, more than the tolerance of \(tolerance) s")
        }
        if !(-age <= tolerance) {
            throw WebhookVerificationError(
                .timestampTooNew, header: "webhook-timestamp",
                "the webhook is dated \(wholeSeconds(-age)) s in the future, more than the tolerance of \(tolerance) s")
        }
        let candidates = signatureHeader.split(separator: " ", omittingEmptySubsequences: true)
            .filter { $0.hasPrefix("v1,") }
            .map { $0.dropFirst(3) }
        guard !candidates.isEmpty else {
            throw WebhookVerificationError(
                .malformedSignatureHeader, header: "webhook-signature",
                "no 'v1,<base64>' signature among its \(signatureHeader.split(separator: " ").count) space-separated entries")
        }
        let expected = try authenticationCode(payload: payload, id: id, timestamp: timestamp, secret: secret, unprefixedSecret: unprefixedSecret)
        // Every candidate is compared, the first match found or not, so the time taken does not
        // tell which one matched.
        var matched = false
        for candidate in candidates {
            if let signature = decodeBase64(candidate), constantTimeEquals(signature, expected) {
                matched = true
            }
        }
        guard matched else {
            throw WebhookVerificationError(
                .signatureMismatch, header: "webhook-signature",
                "none of its \(candidates.count) v1 signature(s) matches the payload with this secret")
        }
    }

    /// The headers of a request that delivers `payload` signed with `secret`: what the provider
    /// sends, for testing a webhook handler (and what ``verify(payload:headers:secret:tolerance:now:unprefixedSecret:)`` accepts).
    public static func signedHeaders(
        payload: Data,
        id: String,
        timestamp: Date = Date(),
        secret: String,
        unprefixedSecret: UnprefixedSecret = .utf8
    ) throws(WebhookVerificationError) -> HTTPHeaders {
        guard let whole = Int64(exactly: timestamp.timeIntervalSince1970.rounded(.down)) else {
            throw WebhookVerificationError(
                .invalidTimestamp, header: "webhook-timestamp",
                "\(timestamp.timeIntervalSince1970) s since 1970 is not a whole number of seconds that fits the header")
        }
        let seconds = String(whole)
        let mac = try authenticationCode(payload: payload, id: id, timestamp: seconds, secret: secret, unprefixedSecret: unprefixedSecret)
        return [
            "webhook-id": id,
            "webhook-timestamp": seconds,
            "webhook-signature": "v1," + Data(mac).base64EncodedString(),
        ]
    }

    /// HMAC-SHA256 of `id.timestamp.payload`, fed in pieces (the payload is never copied).
    static func authenticationCode(
        payload: Data, id: String, timestamp: String, secret: String, unprefixedSecret: UnprefixedSecret
    ) throws(WebhookVerificationError) -> [UInt8] {
        var mac = HMACSHA256(key: try key(from: secret, unprefixedSecret: unprefixedSecret))
        mac.update(id.utf8)
        mac.update(CollectionOfOne(UInt8(ascii: ".")))
        mac.update(timestamp.utf8)
        mac.update(CollectionOfOne(UInt8(ascii: ".")))
        mac.update(payload)
        return mac.finalize()
    }

    /// The HMAC key a secret stands for.
    static func key(from secret: String, unprefixedSecret: UnprefixedSecret) throws(WebhookVerificationError) -> [UInt8] {
        let prefix = "whsec_"
        let key: [UInt8]?
        if secret.hasPrefix(prefix) {
            key = decodeBase64(secret.dropFirst(prefix.count))
        } else {
            switch unprefixedSecret {
            case .utf8: key = Array(secret.utf8)
            case .base64: key = decodeBase64(Substring(secret))
            }
        }
        guard let key, !key.isEmpty else {
            // Never the secret itself, nor a part of it.
            throw WebhookVerificationError(
                .invalidSecret,
                secret.isEmpty ? "the secret is empty" : "the secret (\(secret.count) characters) is not 'whsec_' followed by base64, or decodes to nothing")
        }
        // HMAC pads a key of up to a block (64 bytes) with zeros, so a key of zero bytes only
        // signs exactly as the empty key does: anyone could sign with it.
        guard key.count > 64 || key.contains(where: { $0 != 0 }) else {
            throw WebhookVerificationError(
                .invalidSecret,
                "the secret decodes to \(key.count) zero bytes, which HMAC treats as an empty key")
        }
        return key
    }

    /// A number of seconds for a message. The timestamp comes from the sender, unchecked: a
    /// difference near ±2^63 does not fit an `Int64` (converting it would trap, which one
    /// unsigned request could use to end the server), so such a value is printed as a `Double`.
    static func wholeSeconds(_ seconds: Double) -> String {
        if let whole = Int64(exactly: seconds.rounded(.towardZero)) { return String(whole) }
        return String(describing: seconds)
    }

    static func requiredHeader(_ name: String, in headers: HTTPHeaders) throws(WebhookVerificationError) -> String {
        guard let value = headers[name], !value.isEmpty else {
            throw WebhookVerificationError(.missingHeader, header: name, "the request has no \(name) header")
        }
        return value
    }

    /// Standard base64, padded or not (`=` is added as needed); nil when it is not base64.
    static func decodeBase64(_ text: Substring) -> [UInt8]? {
        var unpadded = text
        while unpadded.hasSuffix("=") { unpadded = unpadded.dropLast() }
        guard unpadded.count % 4 != 1 else { return nil }
        let padding = String(repeating: "=", count: (4 - unpadded.count % 4) % 4)
        return Data(base64Encoded: String(unpadded) + padding).map { Array($0) }
    }
}
