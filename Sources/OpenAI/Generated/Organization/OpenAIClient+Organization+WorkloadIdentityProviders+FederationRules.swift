// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.WorkloadIdentityProviders {
    /// The `federationRules` resource.
    public nonisolated struct FederationRules: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Bind verified token attributes to an existing project service account.
        ///
        /// - HTTP: `POST /organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules`
        /// - Operation: `organization.workload_identity_providers.federation_rules.create`
        public func create(workloadIdentityProviderID: String, _ body: OpenAIAdmin.OrganizationWorkloadIdentityProvidersFederationRulesCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.FederationRule {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules", parameters: ["workload_identity_provider_id": workloadIdentityProviderID], operation: "organization.workload_identity_providers.federation_rules.create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.FederationRule.self).value
        }

        /// Retrieve a federation rule owned by the authenticated organization and provider.
        ///
        /// - HTTP: `GET /organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules/{workload_identity_federation_rule_id}`
        /// - Operation: `organization.workload_identity_providers.federation_rules.retrieve`
        public func retrieve(workloadIdentityProviderID: String, workloadIdentityFederationRuleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.FederationRule {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules/{workload_identity_federation_rule_id}", parameters: ["workload_identity_provider_id": workloadIdentityProviderID, "workload_identity_federation_rule_id": workloadIdentityFederationRuleID], operation: "organization.workload_identity_providers.federation_rules.retrieve")
            return try await core.send(request, options: options, as: OpenAIAdmin.FederationRule.self).value
        }

        /// Update supplied matcher, permission, metadata, or enabled fields.
        ///
        /// - HTTP: `POST /organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules/{workload_identity_federation_rule_id}`
        /// - Operation: `organization.workload_identity_providers.federation_rules.update`
        public func update(workloadIdentityProviderID: String, workloadIdentityFederationRuleID: String, _ body: OpenAIAdmin.OrganizationWorkloadIdentityProvidersFederationRulesUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.FederationRule {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules/{workload_identity_federation_rule_id}", parameters: ["workload_identity_provider_id": workloadIdentityProviderID, "workload_identity_federation_rule_id": workloadIdentityFederationRuleID], operation: "organization.workload_identity_providers.federation_rules.update")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAdmin.FederationRule.self).value
        }

        /// List the provider's federation rules to project service accounts.
        ///
        /// - HTTP: `GET /organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules`
        /// - Operation: `organization.workload_identity_providers.federation_rules.list`
        public func list(workloadIdentityProviderID: String, after: String? = nil, limit: Int? = nil, order: OpenAIAdmin.OrganizationWorkloadIdentityProvidersFederationRulesListOrder? = nil, serviceAccountID: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationWorkloadIdentityProvidersFederationRulesListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules", parameters: ["workload_identity_provider_id": workloadIdentityProviderID], operation: "organization.workload_identity_providers.federation_rules.list")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("service_account_id", serviceAccountID)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationWorkloadIdentityProvidersFederationRulesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules` (repeated)
        public func list(workloadIdentityProviderID: String, after: String? = nil, limit: Int? = nil, order: OpenAIAdmin.OrganizationWorkloadIdentityProvidersFederationRulesListOrder? = nil, serviceAccountID: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.OrganizationWorkloadIdentityProvidersFederationRulesListResponse, OpenAIAdmin.FederationRule> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(workloadIdentityProviderID: workloadIdentityProviderID, after: cursor, limit: limit, order: order, serviceAccountID: serviceAccountID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.data.last?.id
            })
        }

        /// Delete a federation rule to a project service account.
        ///
        /// - HTTP: `DELETE /organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules/{workload_identity_federation_rule_id}`
        /// - Operation: `organization.workload_identity_providers.federation_rules.delete`
        public func delete(workloadIdentityProviderID: String, workloadIdentityFederationRuleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.FederationRuleDeleted {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules/{workload_identity_federation_rule_id}", parameters: ["workload_identity_provider_id": workloadIdentityProviderID, "workload_identity_federation_rule_id": workloadIdentityFederationRuleID], operation: "organization.workload_identity_providers.federation_rules.delete")
            return try await core.send(request, options: options, as: OpenAIAdmin.FederationRuleDeleted.self).value
        }
    }
}
