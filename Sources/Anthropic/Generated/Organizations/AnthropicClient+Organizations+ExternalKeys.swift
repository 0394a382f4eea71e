// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations {
    /// The `externalKeys` resource.
    public nonisolated struct ExternalKeys: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create an external key config owned by the caller's organization.
        ///
        /// - HTTP: `POST /v1/organizations/external_keys`
        /// - Operation: `organization.external_keys.create`
        public func create(_ body: AnthropicAdmin.OrganizationExternalKeysCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ExternalKey {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/external_keys", operation: "organization.external_keys.create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.ExternalKey.self).value
        }

        /// Retrieve a single external key config in the caller's organization by ID.
        ///
        /// - HTTP: `GET /v1/organizations/external_keys/{external_key_id}`
        /// - Operation: `organization.external_keys.retrieve`
        /// - Parameters:
        ///   - externalKeyID: ID of the External Key.
        public func retrieve(externalKeyID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ExternalKey {
            let request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/external_keys/{external_key_id}", parameters: ["external_key_id": externalKeyID], operation: "organization.external_keys.retrieve")
            return try await core.send(request, options: options, as: AnthropicAdmin.ExternalKey.self).value
        }

        /// Partially update an external key config.
        ///
        /// Omitted fields are left unchanged.
        ///
        /// `display_name` is always editable. `geo` and `provider_config` cannot be changed
        /// once any workspace references this config, and a Google Cloud key's provider and
        /// `key_name` cannot be changed at all.
        ///
        /// - HTTP: `POST /v1/organizations/external_keys/{external_key_id}`
        /// - Operation: `organization.external_keys.update`
        /// - Parameters:
        ///   - externalKeyID: ID of the External Key.
        public func update(externalKeyID: String, _ body: AnthropicAdmin.OrganizationExternalKeysUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.ExternalKey {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/external_keys/{external_key_id}", parameters: ["external_key_id": externalKeyID], operation: "organization.external_keys.update")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.ExternalKey.self).value
        }

        /// List external key configs in the caller's organization.
        ///
        /// Results are ordered by creation time (newest first). Use the `next_page` cursor
        /// from the response to fetch subsequent pages.
        ///
        /// - HTTP: `GET /v1/organizations/external_keys`
        /// - Operation: `organization.external_keys.list`
        /// - Parameters:
        ///   - limit: Number of results per page.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        public func list(limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationExternalKeysListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/external_keys", operation: "organization.external_keys.list")
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationExternalKeysListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/external_keys` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationExternalKeysListResponse, AnthropicAdmin.ExternalKey> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete an external key config.
        ///
        /// The request is rejected if any workspace still references this config.
        ///
        /// - HTTP: `DELETE /v1/organizations/external_keys/{external_key_id}`
        /// - Operation: `organization.external_keys.delete`
        /// - Parameters:
        ///   - externalKeyID: ID of the External Key.
        public func delete(externalKeyID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationExternalKeyDeleteResponseExternalKeyDeleteResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/external_keys/{external_key_id}", parameters: ["external_key_id": externalKeyID], operation: "organization.external_keys.delete")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationExternalKeyDeleteResponseExternalKeyDeleteResponse.self).value
        }

        /// Validate an external key config against the customer's KMS.
        ///
        /// Anthropic performs an encrypt/decrypt roundtrip against the configured KMS key
        /// and waits up to 30 seconds for the result. The response status is `success` if
        /// the roundtrip succeeded, or `failure` with an error message if it failed or
        /// timed out.
        ///
        /// - HTTP: `POST /v1/organizations/external_keys/{external_key_id}/validate`
        /// - Operation: `organization.external_keys.validate`
        /// - Parameters:
        ///   - externalKeyID: ID of the External Key.
        public func validate(externalKeyID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationExternalKeyValidateResponseExternalKeyValidateResponse {
            let request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/external_keys/{external_key_id}/validate", parameters: ["external_key_id": externalKeyID], operation: "organization.external_keys.validate")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationExternalKeyValidateResponseExternalKeyValidateResponse.self).value
        }
    }
}
