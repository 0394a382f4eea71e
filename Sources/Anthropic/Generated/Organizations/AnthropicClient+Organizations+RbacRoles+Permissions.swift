// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations.RbacRoles {
    /// The `permissions` resource.
    public nonisolated struct Permissions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List the permissions an RBAC Role grants.
        ///
        /// The RBAC Roles API is available to Claude Enterprise organizations only.
        ///
        /// - HTTP: `GET /v1/organizations/rbac_roles/{rbac_role_id}/permissions`
        /// - Operation: `organization.rbac_roles.permissions.list`
        /// - Parameters:
        ///   - rbacRoleID: ID of the RBAC Role.
        ///   - limit: Number of items to return per page.
        ///   - page: Optionally set to the `next_page` token from the previous response.
        public func list(rbacRoleID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationRbacRolesPermissionsListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/rbac_roles/{rbac_role_id}/permissions", parameters: ["rbac_role_id": rbacRoleID], operation: "organization.rbac_roles.permissions.list")
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationRbacRolesPermissionsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/rbac_roles/{rbac_role_id}/permissions` (repeated)
        public func list(rbacRoleID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationRbacRolesPermissionsListResponse, AnthropicAdmin.RBACRolePermission> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(rbacRoleID: rbacRoleID, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
