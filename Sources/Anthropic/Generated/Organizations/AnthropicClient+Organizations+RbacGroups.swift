// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations {
    /// The `rbacGroups` resource.
    public nonisolated struct RbacGroups: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `members` operations.
        public var members: AnthropicClient.Organizations.RbacGroups.Members { AnthropicClient.Organizations.RbacGroups.Members(core: core) }

        /// Create an RBAC Group in the Claude Enterprise tenant.
        ///
        /// Groups created via the API
        /// have source type `"direct"`.
        ///
        /// The RBAC Groups API is available to Claude Enterprise organizations only.
        ///
        /// - HTTP: `POST /v1/organizations/rbac_groups`
        /// - Operation: `organization.rbac_groups.create`
        public func create(_ body: AnthropicAdmin.OrganizationRbacGroupsCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.RBACGroup {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/rbac_groups", operation: "organization.rbac_groups.create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.RBACGroup.self).value
        }

        /// Retrieve an RBAC Group by ID.
        ///
        /// The RBAC Groups API is available to Claude Enterprise organizations only.
        ///
        /// - HTTP: `GET /v1/organizations/rbac_groups/{rbac_group_id}`
        /// - Operation: `organization.rbac_groups.retrieve`
        /// - Parameters:
        ///   - rbacGroupID: ID of the RBAC Group.
        public func retrieve(rbacGroupID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.RBACGroup {
            let request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/rbac_groups/{rbac_group_id}", parameters: ["rbac_group_id": rbacGroupID], operation: "organization.rbac_groups.retrieve")
            return try await core.send(request, options: options, as: AnthropicAdmin.RBACGroup.self).value
        }

        /// Update an RBAC Group's name.
        ///
        /// Groups provisioned by an identity provider (source
        /// type `"scim"`) cannot be modified via the API while an organization in the
        /// tenant uses SCIM provisioning.
        ///
        /// The RBAC Groups API is available to Claude Enterprise organizations only.
        ///
        /// - HTTP: `POST /v1/organizations/rbac_groups/{rbac_group_id}`
        /// - Operation: `organization.rbac_groups.update`
        /// - Parameters:
        ///   - rbacGroupID: ID of the RBAC Group.
        public func update(rbacGroupID: String, _ body: AnthropicAdmin.OrganizationRbacGroupsUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.RBACGroup {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/rbac_groups/{rbac_group_id}", parameters: ["rbac_group_id": rbacGroupID], operation: "organization.rbac_groups.update")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.RBACGroup.self).value
        }

        /// List RBAC Groups in the Claude Enterprise tenant.
        ///
        /// The RBAC Groups API is available to Claude Enterprise organizations only.
        ///
        /// - HTTP: `GET /v1/organizations/rbac_groups`
        /// - Operation: `organization.rbac_groups.list`
        /// - Parameters:
        ///   - limit: Number of items to return per page.
        ///   - page: Optionally set to the `next_page` token from the previous response.
        public func list(limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationRbacGroupsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/rbac_groups", operation: "organization.rbac_groups.list")
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationRbacGroupsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/rbac_groups` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationRbacGroupsListResponse, AnthropicAdmin.RBACGroup> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete an RBAC Group.
        ///
        /// Groups provisioned by an identity provider (source type
        /// `"scim"`) cannot be deleted via the API while an organization in the tenant uses
        /// SCIM provisioning.
        ///
        /// The RBAC Groups API is available to Claude Enterprise organizations only.
        ///
        /// - HTTP: `DELETE /v1/organizations/rbac_groups/{rbac_group_id}`
        /// - Operation: `organization.rbac_groups.delete`
        /// - Parameters:
        ///   - rbacGroupID: ID of the RBAC Group.
        public func delete(rbacGroupID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.DeletedRBACGroup {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/rbac_groups/{rbac_group_id}", parameters: ["rbac_group_id": rbacGroupID], operation: "organization.rbac_groups.delete")
            return try await core.send(request, options: options, as: AnthropicAdmin.DeletedRBACGroup.self).value
        }
    }
}
