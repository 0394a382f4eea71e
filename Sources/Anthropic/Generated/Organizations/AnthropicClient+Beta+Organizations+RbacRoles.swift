// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `rbacRoles` resource.
    public nonisolated struct RbacRoles: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `permissions` operations.
        public var permissions: AnthropicClient.Beta.Organizations.RbacRoles.Permissions { AnthropicClient.Beta.Organizations.RbacRoles.Permissions(core: core) }

        /// Retrieve an RBAC Role by ID.
        ///
        /// The RBAC Roles API is available to Claude Enterprise organizations only.
        ///
        /// - HTTP: `GET /v1/organizations/rbac_roles/{rbac_role_id}?beta=true`
        /// - Operation: `beta.organization.rbac_roles.retrieve`
        /// - Parameters:
        ///   - rbacRoleID: ID of the RBAC Role.
        public func retrieve(rbacRoleID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.RBACRole {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/rbac_roles/{rbac_role_id}", parameters: ["rbac_role_id": rbacRoleID], operation: "beta.organization.rbac_roles.retrieve")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.RBACRole.self).value
        }

        /// List RBAC Roles in the organization.
        ///
        /// The RBAC Roles API is available to Claude Enterprise organizations only.
        ///
        /// - HTTP: `GET /v1/organizations/rbac_roles?beta=true`
        /// - Operation: `beta.organization.rbac_roles.list`
        /// - Parameters:
        ///   - limit: Number of items to return per page.
        ///   - page: Optionally set to the `next_page` token from the previous response.
        public func list(limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationRbacRolesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/rbac_roles", operation: "beta.organization.rbac_roles.list")
            request.query.append("beta", "true")
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationRbacRolesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/rbac_roles?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationRbacRolesListResponse, AnthropicAdmin.RBACRole> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
