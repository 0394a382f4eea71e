import AIClientRuntime
import Foundation

/// Why a webhook request was rejected by ``WebhookSignature/verify(payload:headers:secret:tolerance:now:unprefixedSecret:)``.
///
/// A struct over a private code, like ``AIClientError``: match on ``kind``. Its description
/// says which header or check failed and never contains the secret or a signature.
///
/// ```swift
/// do {
///     try WebhookSignature.verify(payload: body, headers: headers, secret: secret)
/// } catch where error.kind == .timestampTooOld {   // `verify` throws only this type
///     // a replay, or a delivery that waited in a queue for too long
/// }
/// ```
public struct WebhookVerificationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed, as an open set of values to compare with `==`.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// No secret was given and none is set in the environment.
        public static let missingSecret = Kind("missingSecret")
        /// The secret is empty, or its part after `whsec_` is not base64.
        public static let invalidSecret = Kind("invalidSecret")
        /// `webhook-id`, `webhook-timestamp` or `webhook-signature` is absent or empty
        /// (``WebhookVerificationError/header`` says which).
        public static let missingHeader = Kind("missingHeader")
        /// `webhook-timestamp` is not a whole number of seconds since 1970.
        public static let invalidTimestamp = Kind("invalidTimestamp")
        /// `webhook-timestamp` is further in the past than the tolerance.
        public static let timestampTooOld = Kind("timestampTooOld")
        /// `webhook-timestamp` is further in the future than the tolerance.
        public static let timestampTooNew = Kind("timestampTooNew")
        /// `webhook-signature` holds no `v1,<base64>` signature at all.
        public static let malformedSignatureHeader = Kind("malformedSignatureHeader")
        /// No signature of `webhook-signature` matches the payload: a wrong secret, or a
        /// payload or header changed on the way.
        public static let signatureMismatch = Kind("signatureMismatch")

        public var description: String { name }
    }

    /// What failed.
    public let kind: Kind
    /// The header that failed a check, lowercased (`webhook-timestamp`), if one did.
    public let header: String?
    /// What was wrong, in words.
    public let message: String

    init(_ kind: Kind, header: String? = nil, _ message: String) {
        self.kind = kind
        self.header = header
        self.message = message
    }

    /// No secret was passed and `environmentVariable` is not set.
    public static func missingSecret(environmentVariable: String) -> WebhookVerificationError {
        WebhookVerificationError(
            .missingSecret,
            "no secret was passed and \(environmentVariable) is not set; pass the endpoint's signing secret (whsec_…)")
    }

    public var description: String {
        "webhook verification failed (\(kind))" + (header.map { " in header \($0)" } ?? "") + ": \(message)"
    }
}
