// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `externalKeys` resource.
    public nonisolated struct ExternalKeys: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// - HTTP: `POST /organization/external_keys`
        /// - Operation: `organization.external_keys.create`
        public func create(_ body: OpenAIAdmin.OrganizationExternalKeysCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ExternalKey {
            var request = RequestComponents(method: "POST", path: "/organization/external_keys", operation: "organization.external_keys.create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ExternalKey.self).value
        }

        /// Retrieve a stored external key registration for the user's organization.
        ///
        /// - HTTP: `GET /organization/external_keys/{external_key_id}`
        /// - Operation: `organization.external_keys.retrieve`
        public func retrieve(externalKeyID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ExternalKey {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/external_keys/{external_key_id}", parameters: ["external_key_id": externalKeyID], operation: "organization.external_keys.retrieve")
            return try await core.send(request, options: options, as: OpenAIAdmin.ExternalKey.self).value
        }

        /// List the external key configs registered on the user's organization
        ///
        /// - HTTP: `GET /organization/external_keys`
        /// - Operation: `organization.external_keys.list`
        /// - Parameters:
        ///   - purpose: Filter by key purpose. When omitted, returns keys of all purposes.
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAdmin.OrganizationExternalKeysListOrder? = nil, purpose: OpenAIAdmin.OrganizationExternalKeysListPurpose? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationExternalKeysListResponse {
            var request = RequestComponents(method: "GET", path: "/organization/external_keys", operation: "organization.external_keys.list")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("purpose", purpose)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationExternalKeysListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/external_keys` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAdmin.OrganizationExternalKeysListOrder? = nil, purpose: OpenAIAdmin.OrganizationExternalKeysListPurpose? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.OrganizationExternalKeysListResponse, OpenAIAdmin.ExternalKey> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, order: order, purpose: purpose, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }

        /// Delete an external key config for the user's organization
        ///
        /// - HTTP: `DELETE /organization/external_keys/{external_key_id}`
        /// - Operation: `organization.external_keys.delete`
        public func delete(externalKeyID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ExternalKey {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/external_keys/{external_key_id}", parameters: ["external_key_id": externalKeyID], operation: "organization.external_keys.delete")
            return try await core.send(request, options: options, as: OpenAIAdmin.ExternalKey.self).value
        }

        /// Validate an external key config for the user's organization
        ///
        /// - HTTP: `POST /organization/external_keys/{external_key_id}/validate`
        /// - Operation: `organization.external_keys.validate`
        public func validate(externalKeyID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ExternalKeyValidateResponse {
            let request = try RequestComponents(method: "POST", pathTemplate: "/organization/external_keys/{external_key_id}/validate", parameters: ["external_key_id": externalKeyID], operation: "organization.external_keys.validate")
            return try await core.send(request, options: options, as: OpenAIAdmin.ExternalKeyValidateResponse.self).value
        }
    }
}
