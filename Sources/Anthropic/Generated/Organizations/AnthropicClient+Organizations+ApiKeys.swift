// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations {
    /// The `apiKeys` resource.
    public nonisolated struct ApiKeys: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get API Key
        ///
        /// - HTTP: `GET /v1/organizations/api_keys/{api_key_id}`
        /// - Operation: `organization.api_keys.retrieve`
        /// - Parameters:
        ///   - apiKeyID: ID of the API key.
        public func retrieve(apiKeyID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.APIKey {
            let request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/api_keys/{api_key_id}", parameters: ["api_key_id": apiKeyID], operation: "organization.api_keys.retrieve")
            return try await core.send(request, options: options, as: AnthropicAdmin.APIKey.self).value
        }

        /// Update API Key
        ///
        /// - HTTP: `POST /v1/organizations/api_keys/{api_key_id}`
        /// - Operation: `organization.api_keys.update`
        /// - Parameters:
        ///   - apiKeyID: ID of the API key.
        public func update(apiKeyID: String, _ body: AnthropicAdmin.OrganizationApiKeysUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.APIKey {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/api_keys/{api_key_id}", parameters: ["api_key_id": apiKeyID], operation: "organization.api_keys.update")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.APIKey.self).value
        }

        /// List API Keys
        ///
        /// - HTTP: `GET /v1/organizations/api_keys`
        /// - Operation: `organization.api_keys.list`
        /// - Parameters:
        ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - createdByUserID: Filter by the ID of the User who created the object.
        ///   - limit: Number of items to return per page.
        ///   - status: Filter by API key status.
        ///   - workspaceID: Filter by Workspace ID.
        public func list(afterID: String? = nil, beforeID: String? = nil, createdByUserID: String? = nil, limit: Int? = nil, status: AnthropicAdmin.OrganizationApiKeysListStatus? = nil, workspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationApiKeysListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/api_keys", operation: "organization.api_keys.list")
            request.query.append("after_id", afterID)
            request.query.append("before_id", beforeID)
            request.query.append("created_by_user_id", createdByUserID)
            request.query.append("limit", limit)
            request.query.append("status", status)
            request.query.append("workspace_id", workspaceID)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationApiKeysListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `afterID` when given.
        ///
        /// - HTTP: `GET /v1/organizations/api_keys` (repeated)
        public func list(afterID: String? = nil, beforeID: String? = nil, createdByUserID: String? = nil, limit: Int? = nil, status: AnthropicAdmin.OrganizationApiKeysListStatus? = nil, workspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationApiKeysListResponse, AnthropicAdmin.APIKey> {
            PageSequence(startingAt: afterID, fetchPage: { cursor in
                try await self.list(afterID: cursor, beforeID: beforeID, createdByUserID: createdByUserID, limit: limit, status: status, workspaceID: workspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }
    }
}
