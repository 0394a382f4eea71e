// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `webhooks` resource.
    public nonisolated struct Webhooks: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create an organization webhook endpoint.
        ///
        /// An organization webhook endpoint belongs to the organization rather than to one
        /// of its workspaces. An organization can have at most 32 organization webhook
        /// endpoints, enabled or disabled.
        ///
        /// The response includes the endpoint's signing secret. No read returns it, so
        /// store it when you receive it.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: webhooks-2026-10-07`. A request without it returns `404`,
        /// exactly as if this API did not exist. Anthropic turns organization webhook
        /// endpoints on for each organization; until yours is on, requests also return
        /// `404`. Organization webhook endpoints are in beta and are not available to
        /// organizations with HIPAA readiness enabled.
        ///
        /// - HTTP: `POST /v1/organizations/webhooks?beta=true`
        /// - Operation: `organization.webhooks.create`
        public func create(_ body: AnthropicAdmin.OrganizationWebhooksCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaNewOrganizationWebhookEndpoint {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/webhooks", operation: "organization.webhooks.create")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "webhooks-2026-10-07"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaNewOrganizationWebhookEndpoint.self).value
        }

        /// Retrieve an organization webhook endpoint by ID.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: webhooks-2026-10-07`. A request without it returns `404`,
        /// exactly as if this API did not exist. Anthropic turns organization webhook
        /// endpoints on for each organization; until yours is on, requests also return
        /// `404`. Organization webhook endpoints are in beta and are not available to
        /// organizations with HIPAA readiness enabled.
        ///
        /// - HTTP: `GET /v1/organizations/webhooks/{webhook_endpoint_id}?beta=true`
        /// - Operation: `organization.webhooks.retrieve`
        /// - Parameters:
        ///   - webhookEndpointID: ID of the webhook endpoint.
        public func retrieve(webhookEndpointID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaOrganizationWebhookEndpoint {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/webhooks/{webhook_endpoint_id}", parameters: ["webhook_endpoint_id": webhookEndpointID], operation: "organization.webhooks.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "webhooks-2026-10-07"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaOrganizationWebhookEndpoint.self).value
        }

        /// Update an organization webhook endpoint.
        ///
        /// Only the fields you send are changed.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: webhooks-2026-10-07`. A request without it returns `404`,
        /// exactly as if this API did not exist. Anthropic turns organization webhook
        /// endpoints on for each organization; until yours is on, requests also return
        /// `404`. Organization webhook endpoints are in beta and are not available to
        /// organizations with HIPAA readiness enabled.
        ///
        /// - HTTP: `POST /v1/organizations/webhooks/{webhook_endpoint_id}?beta=true`
        /// - Operation: `organization.webhooks.update`
        /// - Parameters:
        ///   - webhookEndpointID: ID of the webhook endpoint.
        public func update(webhookEndpointID: String, _ body: AnthropicAdmin.OrganizationWebhooksUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaOrganizationWebhookEndpoint {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/webhooks/{webhook_endpoint_id}", parameters: ["webhook_endpoint_id": webhookEndpointID], operation: "organization.webhooks.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "webhooks-2026-10-07"
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaOrganizationWebhookEndpoint.self).value
        }

        /// List the organization's webhook endpoints.
        ///
        /// An organization webhook endpoint belongs to the organization rather than to one
        /// of its workspaces. The list does not include webhook endpoints that belong to a
        /// workspace.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: webhooks-2026-10-07`. A request without it returns `404`,
        /// exactly as if this API did not exist. Anthropic turns organization webhook
        /// endpoints on for each organization; until yours is on, requests also return
        /// `404`. Organization webhook endpoints are in beta and are not available to
        /// organizations with HIPAA readiness enabled.
        ///
        /// - HTTP: `GET /v1/organizations/webhooks?beta=true`
        /// - Operation: `organization.webhooks.list`
        /// - Parameters:
        ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - beforeID: ID of a webhook endpoint to use as a cursor. Returns the first `limit` endpoints
        ///   - limit: Number of items to return per page, up to `100`. The default, `0`, means `20`.
        ///   - order: Sort order by `created_at`. Defaults to `desc`, newest first.
        public func list(afterID: String? = nil, beforeID: String? = nil, limit: Int? = nil, order: AnthropicAdmin.OrganizationWebhooksListOrder? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationWebhooksListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/webhooks", operation: "organization.webhooks.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "webhooks-2026-10-07"
            request.query.append("after_id", afterID)
            request.query.append("before_id", beforeID)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationWebhooksListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `afterID` when given.
        ///
        /// - HTTP: `GET /v1/organizations/webhooks?beta=true` (repeated)
        public func list(afterID: String? = nil, beforeID: String? = nil, limit: Int? = nil, order: AnthropicAdmin.OrganizationWebhooksListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationWebhooksListResponse, AnthropicAdmin.BetaOrganizationWebhookEndpoint> {
            PageSequence(startingAt: afterID, fetchPage: { cursor in
                try await self.list(afterID: cursor, beforeID: beforeID, limit: limit, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete an organization webhook endpoint.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: webhooks-2026-10-07`. A request without it returns `404`,
        /// exactly as if this API did not exist. Anthropic turns organization webhook
        /// endpoints on for each organization; until yours is on, requests also return
        /// `404`. Organization webhook endpoints are in beta and are not available to
        /// organizations with HIPAA readiness enabled.
        ///
        /// - HTTP: `DELETE /v1/organizations/webhooks/{webhook_endpoint_id}?beta=true`
        /// - Operation: `organization.webhooks.delete`
        /// - Parameters:
        ///   - webhookEndpointID: ID of the webhook endpoint.
        public func delete(webhookEndpointID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaDeletedOrganizationWebhookEndpoint {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/webhooks/{webhook_endpoint_id}", parameters: ["webhook_endpoint_id": webhookEndpointID], operation: "organization.webhooks.delete")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "webhooks-2026-10-07"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaDeletedOrganizationWebhookEndpoint.self).value
        }

        /// Replace an organization webhook endpoint's signing secret.
        ///
        /// The old secret stops
        /// working immediately. The new secret is returned only in this response.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: webhooks-2026-10-07`. A request without it returns `404`,
        /// exactly as if this API did not exist. Anthropic turns organization webhook
        /// endpoints on for each organization; until yours is on, requests also return
        /// `404`. Organization webhook endpoints are in beta and are not available to
        /// organizations with HIPAA readiness enabled.
        ///
        /// - HTTP: `POST /v1/organizations/webhooks/{webhook_endpoint_id}/regenerate_signing_secret?beta=true`
        /// - Operation: `organization.webhooks.regenerate_signing_secret`
        /// - Parameters:
        ///   - webhookEndpointID: ID of the webhook endpoint.
        public func regenerateSigningSecret(webhookEndpointID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaOrganizationWebhookEndpointSigningSecret {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/webhooks/{webhook_endpoint_id}/regenerate_signing_secret", parameters: ["webhook_endpoint_id": webhookEndpointID], operation: "organization.webhooks.regenerate_signing_secret")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "webhooks-2026-10-07"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaOrganizationWebhookEndpointSigningSecret.self).value
        }
    }
}
