// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `externalStorage` resource.
    public nonisolated struct ExternalStorage: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Register a bucket in the organization's own cloud account.
        ///
        /// It is saved as
        /// `pending_configuration` and verified when activated.
        ///
        /// - HTTP: `POST /v1/organizations/external_storage?beta=true`
        /// - Operation: `organization.external_storage.create`
        public func create(_ body: AnthropicAdmin.OrganizationExternalStorageCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaExternalStorage {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/external_storage", operation: "organization.external_storage.create")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "efs-2026-10-01"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaExternalStorage.self).value
        }

        /// Get one External Storage in the organization.
        ///
        /// - HTTP: `GET /v1/organizations/external_storage/{external_storage_id}?beta=true`
        /// - Operation: `organization.external_storage.retrieve`
        /// - Parameters:
        ///   - externalStorageID: The External Storage ID, which starts with `estrg_`. Through Claude Platform on
        public func retrieve(externalStorageID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaExternalStorage {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/external_storage/{external_storage_id}", parameters: ["external_storage_id": externalStorageID], operation: "organization.external_storage.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "efs-2026-10-01"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaExternalStorage.self).value
        }

        /// Rename External Storage or clear its name, in any status.
        ///
        /// - HTTP: `POST /v1/organizations/external_storage/{external_storage_id}?beta=true`
        /// - Operation: `organization.external_storage.update`
        /// - Parameters:
        ///   - externalStorageID: The External Storage ID, which starts with `estrg_`. Through Claude Platform on
        public func update(externalStorageID: String, _ body: AnthropicAdmin.OrganizationExternalStorageUpdateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaExternalStorage {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/external_storage/{external_storage_id}", parameters: ["external_storage_id": externalStorageID], operation: "organization.external_storage.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "efs-2026-10-01"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaExternalStorage.self).value
        }

        /// List the organization's External Storage, newest first.
        ///
        /// - HTTP: `GET /v1/organizations/external_storage?beta=true`
        /// - Operation: `organization.external_storage.list`
        /// - Parameters:
        ///   - limit: Number of results per page.
        ///   - page: Opaque cursor from a previous response's `next_page`.
        ///   - userProfileIDs: Returns only External Storage bound to one of these user profile IDs
        public func list(limit: Int? = nil, page: String? = nil, userProfileIDs: [String]? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationExternalStorageListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/external_storage", operation: "organization.external_storage.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "efs-2026-10-01"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("user_profile_ids[]", userProfileIDs, style: .bracketed)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationExternalStorageListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/external_storage?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, userProfileIDs: [String]? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationExternalStorageListResponse, AnthropicAdmin.BetaExternalStorage> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, userProfileIDs: userProfileIDs, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete External Storage.
        ///
        /// Storage that is pending configuration, available, or
        /// active but never attached is deleted at once, unless an Enterprise Frontier
        /// Safeguards workspace policy lists it. Other storage gets a 400 that says what to
        /// do next. On `draining` storage that 400 can mean this delete started a removal
        /// that can't be undone. To check, get the storage: if `status.removal_started` is
        /// true, delete it again later to finish.
        ///
        /// - HTTP: `DELETE /v1/organizations/external_storage/{external_storage_id}?beta=true`
        /// - Operation: `organization.external_storage.delete`
        /// - Parameters:
        ///   - externalStorageID: The External Storage ID, which starts with `estrg_`. Through Claude Platform on
        public func delete(externalStorageID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaDeletedExternalStorage {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/external_storage/{external_storage_id}", parameters: ["external_storage_id": externalStorageID], operation: "organization.external_storage.delete")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "efs-2026-10-01"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaDeletedExternalStorage.self).value
        }

        /// Verify pending External Storage and make it available.
        ///
        /// Storage that is already
        /// available, active or draining comes back unchanged, without any check.
        ///
        /// - HTTP: `POST /v1/organizations/external_storage/{external_storage_id}/activate?beta=true`
        /// - Operation: `organization.external_storage.activate`
        /// - Parameters:
        ///   - externalStorageID: The External Storage ID, which starts with `estrg_`. Through Claude Platform on
        public func activate(externalStorageID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaExternalStorage {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/external_storage/{external_storage_id}/activate", parameters: ["external_storage_id": externalStorageID], operation: "organization.external_storage.activate")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "efs-2026-10-01"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaExternalStorage.self).value
        }
    }
}
