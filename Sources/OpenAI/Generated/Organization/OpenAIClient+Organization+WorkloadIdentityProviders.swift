// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `workloadIdentityProviders` resource.
    public nonisolated struct WorkloadIdentityProviders: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `federationRules` operations.
        public var federationRules: OpenAIClient.Organization.WorkloadIdentityProviders.FederationRules { OpenAIClient.Organization.WorkloadIdentityProviders.FederationRules(core: core) }

        /// Register an OIDC provider for keyless project service-account authentication.
        ///
        /// - HTTP: `POST /organization/workload_identity_providers`
        /// - Operation: `organization.workload_identity_providers.create`
        public func create(_ body: OpenAIAdmin.OrganizationWorkloadIdentityProvidersCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.WorkloadIdentityProvider {
            var request = RequestComponents(method: "POST", path: "/organization/workload_identity_providers", operation: "organization.workload_identity_providers.create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.WorkloadIdentityProvider.self).value
        }

        /// Retrieve an OIDC provider in the authenticated organization.
        ///
        /// - HTTP: `GET /organization/workload_identity_providers/{workload_identity_provider_id}`
        /// - Operation: `organization.workload_identity_providers.retrieve`
        public func retrieve(workloadIdentityProviderID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.WorkloadIdentityProvider {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/workload_identity_providers/{workload_identity_provider_id}", parameters: ["workload_identity_provider_id": workloadIdentityProviderID], operation: "organization.workload_identity_providers.retrieve")
            return try await core.send(request, options: options, as: OpenAIAdmin.WorkloadIdentityProvider.self).value
        }

        /// Update supplied provider fields, preserving omitted fields.
        ///
        /// - HTTP: `POST /organization/workload_identity_providers/{workload_identity_provider_id}`
        /// - Operation: `organization.workload_identity_providers.update`
        public func update(workloadIdentityProviderID: String, _ body: OpenAIAdmin.OrganizationWorkloadIdentityProvidersUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.WorkloadIdentityProvider {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/workload_identity_providers/{workload_identity_provider_id}", parameters: ["workload_identity_provider_id": workloadIdentityProviderID], operation: "organization.workload_identity_providers.update")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAdmin.WorkloadIdentityProvider.self).value
        }

        /// List OIDC providers in the authenticated Admin API key's organization.
        ///
        /// - HTTP: `GET /organization/workload_identity_providers`
        /// - Operation: `organization.workload_identity_providers.list`
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAdmin.OrganizationWorkloadIdentityProvidersListOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationWorkloadIdentityProvidersListResponse {
            var request = RequestComponents(method: "GET", path: "/organization/workload_identity_providers", operation: "organization.workload_identity_providers.list")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationWorkloadIdentityProvidersListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/workload_identity_providers` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIAdmin.OrganizationWorkloadIdentityProvidersListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.OrganizationWorkloadIdentityProvidersListResponse, OpenAIAdmin.WorkloadIdentityProvider> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }

        /// Delete a provider after deleting all its federation rules.
        ///
        /// - HTTP: `DELETE /organization/workload_identity_providers/{workload_identity_provider_id}`
        /// - Operation: `organization.workload_identity_providers.delete`
        public func delete(workloadIdentityProviderID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.WorkloadIdentityProviderDeleted {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/workload_identity_providers/{workload_identity_provider_id}", parameters: ["workload_identity_provider_id": workloadIdentityProviderID], operation: "organization.workload_identity_providers.delete")
            return try await core.send(request, options: options, as: OpenAIAdmin.WorkloadIdentityProviderDeleted.self).value
        }
    }
}
