// The family's product re-exports the runtime module it adds (webhook signatures).
@_exported import AIClientWebhooks
import AIClientRuntime
import Foundation

extension OpenAIClient {
    /// Verifies and decodes the webhooks OpenAI sends to your server (`batch.completed`,
    /// `response.completed`, …), as the official SDKs' `client.webhooks` does.
    public var webhooks: OpenAIClient.Webhooks { OpenAIClient.Webhooks() }

    /// `client.webhooks`: see ``unwrap(payload:headers:secret:tolerance:now:)``.
    public struct Webhooks: Sendable {
        /// Where a secret is read from when none is passed.
        public static let secretEnvironmentVariable = "OPENAI_WEBHOOK_SECRET"

        /// Checks the request's signature, then decodes its body into the event its `type`
        /// names; an event type this client does not know yet is `.unknown` with its JSON.
        ///
        /// ```swift
        /// let event = try client.webhooks.unwrap(payload: body, headers: headers, secret: secret)
        /// if case .batchCompleted(let completed) = event {
        ///     print("batch \(completed.data.id) is done")
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - payload: The request body exactly as received.
        ///   - headers: The request's headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
        ///   - secret: The endpoint's signing secret, `whsec_…` (nil: `OPENAI_WEBHOOK_SECRET`).
        ///     A secret without the prefix is used as its UTF-8 bytes, as the official SDKs do.
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
        ) throws -> WebhookEvent {
            try verifySignature(payload: payload, headers: headers, secret: secret, tolerance: tolerance, now: now)
            return try JSONCoding.decode(WebhookEvent.self, from: payload)
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
                payload: payload, headers: headers, secret: secret, tolerance: tolerance, now: now, unprefixedSecret: .utf8)
        }
    }
}
