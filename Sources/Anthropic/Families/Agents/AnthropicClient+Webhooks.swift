// The family's product re-exports the runtime module it adds (webhook signatures).
@_exported import AIClientWebhooks
import AIClientRuntime
import Foundation

extension AnthropicClient.Beta {
    /// Verifies and decodes the webhooks Anthropic sends to your server (`session.idled`,
    /// `vault.created`, …), as the official SDKs' `client.beta.webhooks` does.
    public var webhooks: AnthropicClient.Beta.Webhooks { AnthropicClient.Beta.Webhooks() }

    /// `client.beta.webhooks`: see ``unwrap(payload:headers:secret:tolerance:now:)``.
    public struct Webhooks: Sendable {
        /// Where a secret is read from when none is passed.
        public static let secretEnvironmentVariable = "ANTHROPIC_WEBHOOK_SIGNING_KEY"

        /// Checks the request's signature, then decodes its body: an event envelope whose
        /// `data` is the union of event types (`.sessionIdled`, …; `.unknown` with its JSON for
        /// a type this client does not know yet).
        ///
        /// ```swift
        /// let event = try claude.beta.webhooks.unwrap(payload: body, headers: headers, secret: key)
        /// if case .sessionIdled(let idled) = event.data {
        ///     print("session \(idled.id) is waiting for input")
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - payload: The request body exactly as received.
        ///   - headers: The request's headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
        ///   - secret: The endpoint's signing key, `whsec_…` (nil: `ANTHROPIC_WEBHOOK_SIGNING_KEY`).
        ///     It is base64 with or without the prefix, as the Standard Webhooks libraries that
        ///     the official SDKs use read it.
        ///   - tolerance: How many seconds the timestamp may be before or after `now`.
        ///   - now: The time to compare the timestamp with.
        /// - Throws: ``WebhookVerificationError`` when the request is not a valid delivery,
        ///   ``AIClientError`` (`.decoding`) when its body is not an event.
        public func unwrap(
            payload: Data,
            headers: HTTPHeaders,
            secret: String? = nil,
            tolerance: TimeInterval = WebhookSignature.defaultTolerance,
            now: Date = Date()
        ) throws -> BetaWebhookEvent {
            try verifySignature(payload: payload, headers: headers, secret: secret, tolerance: tolerance, now: now)
            return try JSONCoding.decode(BetaWebhookEvent.self, from: payload)
        }

        /// Throws a ``WebhookVerificationError`` unless the request carries a valid signature of
        /// `secret` made within `tolerance` seconds of `now` (see ``WebhookSignature``).
        public func verifySignature(
            payload: Data,
            headers: HTTPHeaders,
            secret: String? = nil,
            tolerance: TimeInterval = WebhookSignature.defaultTolerance,
            now: Date = Date()
        ) throws(WebhookVerificationError) {
            guard let secret = secret ?? ProcessInfo.processInfo.environment[Self.secretEnvironmentVariable] else {
                throw WebhookVerificationError.missingSecret(environmentVariable: Self.secretEnvironmentVariable)
            }
            try WebhookSignature.verify(
                payload: payload, headers: headers, secret: secret, tolerance: tolerance, now: now, unprefixedSecret: .base64)
        }
    }
}
