// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `webhookEndpoints` operations.
    public var webhookEndpoints: OpenAIClient.WebhookEndpoints { OpenAIClient.WebhookEndpoints(core: core) }

    /// The `webhookEndpoints` resource.
    public nonisolated struct WebhookEndpoints: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Creates a webhook endpoint for the authenticated project.
        ///
        /// - HTTP: `POST /webhook_endpoints`
        /// - Operation: `webhooks.create`
        public func create(_ body: OpenAIWebhooks.WebhooksCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIWebhooks.WebhookEndpointWithSecret {
            var request = RequestComponents(method: "POST", path: "/webhook_endpoints", operation: "webhooks.create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIWebhooks.WebhookEndpointWithSecret.self).value
        }

        /// Retrieves a webhook endpoint for the authenticated project.
        ///
        /// - HTTP: `GET /webhook_endpoints/{webhook_endpoint_id}`
        /// - Operation: `webhooks.retrieve`
        public func retrieve(webhookEndpointID: String, options: RequestOptions = .init()) async throws -> OpenAIWebhooks.WebhookEndpoint {
            let request = try RequestComponents(method: "GET", pathTemplate: "/webhook_endpoints/{webhook_endpoint_id}", parameters: ["webhook_endpoint_id": webhookEndpointID], operation: "webhooks.retrieve")
            return try await core.send(request, options: options, as: OpenAIWebhooks.WebhookEndpoint.self).value
        }

        /// Updates a webhook endpoint for the authenticated project.
        ///
        /// - HTTP: `POST /webhook_endpoints/{webhook_endpoint_id}`
        /// - Operation: `webhooks.update`
        public func update(webhookEndpointID: String, _ body: OpenAIWebhooks.WebhooksUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIWebhooks.WebhookEndpoint {
            var request = try RequestComponents(method: "POST", pathTemplate: "/webhook_endpoints/{webhook_endpoint_id}", parameters: ["webhook_endpoint_id": webhookEndpointID], operation: "webhooks.update")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIWebhooks.WebhookEndpoint.self).value
        }

        /// Returns webhook endpoints for the authenticated project in newest-first order.
        ///
        /// - HTTP: `GET /webhook_endpoints`
        /// - Operation: `webhooks.list`
        /// - Parameters:
        ///   - after: ID of the last webhook endpoint from the previous page.
        ///   - limit: Maximum number of webhook endpoints to return. Defaults to 20.
        public func list(after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> OpenAIWebhooks.WebhooksListResponse {
            var request = RequestComponents(method: "GET", path: "/webhook_endpoints", operation: "webhooks.list")
            request.query.append("after", after)
            request.query.append("limit", limit)
            return try await core.send(request, options: options, as: OpenAIWebhooks.WebhooksListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /webhook_endpoints` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIWebhooks.WebhooksListResponse, OpenAIWebhooks.WebhookEndpoint> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }

        /// Deletes a webhook endpoint for the authenticated project.
        ///
        /// - HTTP: `DELETE /webhook_endpoints/{webhook_endpoint_id}`
        /// - Operation: `webhooks.delete`
        public func delete(webhookEndpointID: String, options: RequestOptions = .init()) async throws -> OpenAIWebhooks.DeletedWebhookEndpoint {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/webhook_endpoints/{webhook_endpoint_id}", parameters: ["webhook_endpoint_id": webhookEndpointID], operation: "webhooks.delete")
            return try await core.send(request, options: options, as: OpenAIWebhooks.DeletedWebhookEndpoint.self).value
        }

        /// Rotates the signing secret for a webhook endpoint in the authenticated project.
        ///
        /// - HTTP: `POST /webhook_endpoints/{webhook_endpoint_id}/rotate_secret`
        /// - Operation: `webhooks.rotate_secret`
        public func rotateSecret(webhookEndpointID: String, _ body: OpenAIWebhooks.WebhooksRotateSecretRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIWebhooks.WebhookEndpointWithSecret {
            var request = try RequestComponents(method: "POST", pathTemplate: "/webhook_endpoints/{webhook_endpoint_id}/rotate_secret", parameters: ["webhook_endpoint_id": webhookEndpointID], operation: "webhooks.rotate_secret")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIWebhooks.WebhookEndpointWithSecret.self).value
        }

        /// Sends a sample event to a webhook endpoint for the authenticated project.
        ///
        /// - HTTP: `POST /webhook_endpoints/{webhook_endpoint_id}/test`
        /// - Operation: `webhooks.test`
        public func test(webhookEndpointID: String, _ body: OpenAIWebhooks.WebhooksTestRequest, options: RequestOptions = .init()) async throws -> OpenAIWebhooks.WebhookEndpointTestResult {
            var request = try RequestComponents(method: "POST", pathTemplate: "/webhook_endpoints/{webhook_endpoint_id}/test", parameters: ["webhook_endpoint_id": webhookEndpointID], operation: "webhooks.test")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIWebhooks.WebhookEndpointTestResult.self).value
        }
    }
}
