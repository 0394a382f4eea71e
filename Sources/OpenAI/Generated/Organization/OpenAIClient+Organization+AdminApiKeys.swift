// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `adminApiKeys` resource.
    public nonisolated struct AdminApiKeys: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create admin API key
        ///
        /// Create an organization admin API key
        ///
        /// - HTTP: `POST /organization/admin_api_keys`
        /// - Operation: `admin-api-keys-create`
        public func create(_ body: OpenAIAdmin.AdminApiKeysCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.AdminApiKeyCreateResponse {
            var request = RequestComponents(method: "POST", path: "/organization/admin_api_keys", operation: "admin-api-keys-create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.AdminApiKeyCreateResponse.self).value
        }

        /// Retrieve admin API key
        ///
        /// Retrieve a single organization API key
        ///
        /// - HTTP: `GET /organization/admin_api_keys/{key_id}`
        /// - Operation: `admin-api-keys-get`
        public func retrieve(keyID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.AdminApiKey {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/admin_api_keys/{key_id}", parameters: ["key_id": keyID], operation: "admin-api-keys-get")
            return try await core.send(request, options: options, as: OpenAIAdmin.AdminApiKey.self).value
        }

        /// List all organization and project API keys.
        ///
        /// List organization API keys
        ///
        /// - HTTP: `GET /organization/admin_api_keys`
        /// - Operation: `admin-api-keys-list`
        public func list(after: String? = nil, order: OpenAIAdmin.AdminApiKeysListOrder? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ApiKeyList {
            var request = RequestComponents(method: "GET", path: "/organization/admin_api_keys", operation: "admin-api-keys-list")
            request.query.append("after", after)
            request.query.append("order", order)
            request.query.append("limit", limit)
            return try await core.send(request, options: options, as: OpenAIAdmin.ApiKeyList.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/admin_api_keys` (repeated)
        public func list(after: String? = nil, order: OpenAIAdmin.AdminApiKeysListOrder? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.ApiKeyList, OpenAIAdmin.AdminApiKey> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, order: order, limit: limit, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete admin API key
        ///
        /// Delete an organization admin API key
        ///
        /// - HTTP: `DELETE /organization/admin_api_keys/{key_id}`
        /// - Operation: `admin-api-keys-delete`
        public func delete(keyID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.AdminApiKeysDeleteResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/admin_api_keys/{key_id}", parameters: ["key_id": keyID], operation: "admin-api-keys-delete")
            return try await core.send(request, options: options, as: OpenAIAdmin.AdminApiKeysDeleteResponse.self).value
        }
    }
}
