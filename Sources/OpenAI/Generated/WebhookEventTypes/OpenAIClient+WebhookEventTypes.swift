// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `webhookEventTypes` operations.
    public var webhookEventTypes: OpenAIClient.WebhookEventTypes { OpenAIClient.WebhookEventTypes(core: core) }

    /// The `webhookEventTypes` resource.
    public nonisolated struct WebhookEventTypes: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Returns webhook event types visible to the authenticated project.
        ///
        /// - HTTP: `GET /webhook_event_types`
        /// - Operation: `webhooks.event_types.list`
        public func list(options: RequestOptions = .init()) async throws -> OpenAIWebhooks.WebhookEventTypeList {
            let request = RequestComponents(method: "GET", path: "/webhook_event_types", operation: "webhooks.event_types.list")
            return try await core.send(request, options: options, as: OpenAIWebhooks.WebhookEventTypeList.self).value
        }
    }
}
