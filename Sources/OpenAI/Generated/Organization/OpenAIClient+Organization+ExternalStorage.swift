// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `externalStorage` resource.
    public nonisolated struct ExternalStorage: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Register one customer-managed external storage configuration.
        ///
        /// - HTTP: `POST /organization/external_storage`
        /// - Operation: `organization.external_storage.create`
        public func create(_ body: OpenAIAdmin.OrganizationExternalStorageCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ExternalStorageConfiguration {
            var request = RequestComponents(method: "POST", path: "/organization/external_storage", operation: "organization.external_storage.create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ExternalStorageConfiguration.self).value
        }

        /// Get one customer-managed external storage configuration.
        ///
        /// - HTTP: `GET /organization/external_storage/{external_storage_id}`
        /// - Operation: `organization.external_storage.retrieve`
        public func retrieve(externalStorageID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ExternalStorageConfiguration {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/external_storage/{external_storage_id}", parameters: ["external_storage_id": externalStorageID], operation: "organization.external_storage.retrieve")
            return try await core.send(request, options: options, as: OpenAIAdmin.ExternalStorageConfiguration.self).value
        }

        /// List the organization's customer-managed external storage configurations.
        ///
        /// - HTTP: `GET /organization/external_storage`
        /// - Operation: `organization.external_storage.list`
        /// - Parameters:
        ///   - after: Return external storage configurations after this ID.
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAdmin.OrganizationExternalStorageListOrder? = nil, projectID: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationExternalStorageListResponse {
            var request = RequestComponents(method: "GET", path: "/organization/external_storage", operation: "organization.external_storage.list")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("project_id", projectID)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationExternalStorageListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/external_storage` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAdmin.OrganizationExternalStorageListOrder? = nil, projectID: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.OrganizationExternalStorageListResponse, OpenAIAdmin.ExternalStorageConfiguration> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, order: order, projectID: projectID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }

        /// Disconnect a customer-managed external storage configuration.
        ///
        /// Removing the
        /// project's last configuration restores organization-default retention if
        /// customer-managed retention was active. Repeating a deletion also completes any
        /// interrupted retention update. Cloud storage is unchanged.
        ///
        /// - HTTP: `DELETE /organization/external_storage/{external_storage_id}`
        /// - Operation: `organization.external_storage.delete`
        public func delete(externalStorageID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ExternalStorageDeleted {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/external_storage/{external_storage_id}", parameters: ["external_storage_id": externalStorageID], operation: "organization.external_storage.delete")
            return try await core.send(request, options: options, as: OpenAIAdmin.ExternalStorageDeleted.self).value
        }

        /// Validate one customer-managed external storage configuration.
        ///
        /// - HTTP: `POST /organization/external_storage/{external_storage_id}/validate`
        /// - Operation: `organization.external_storage.validate`
        public func validate(externalStorageID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ExternalStorageConfiguration {
            let request = try RequestComponents(method: "POST", pathTemplate: "/organization/external_storage/{external_storage_id}/validate", parameters: ["external_storage_id": externalStorageID], operation: "organization.external_storage.validate")
            return try await core.send(request, options: options, as: OpenAIAdmin.ExternalStorageConfiguration.self).value
        }
    }
}
