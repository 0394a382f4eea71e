// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations.RbacGroups {
    /// The `members` resource.
    public nonisolated struct Members: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Add a User to an RBAC Group.
        ///
        /// Membership of groups provisioned by an identity
        /// provider (source type `"scim"`) cannot be modified via the API while an
        /// organization in the tenant uses SCIM provisioning.
        ///
        /// The RBAC Groups API is available to Claude Enterprise organizations only.
        ///
        /// - HTTP: `POST /v1/organizations/rbac_groups/{rbac_group_id}/members`
        /// - Operation: `organization.rbac_groups.members.add`
        /// - Parameters:
        ///   - rbacGroupID: ID of the RBAC Group.
        public func create(rbacGroupID: String, _ body: AnthropicAdmin.OrganizationRbacGroupsMembersAddRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.RBACGroupMember {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/rbac_groups/{rbac_group_id}/members", parameters: ["rbac_group_id": rbacGroupID], operation: "organization.rbac_groups.members.add")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.RBACGroupMember.self).value
        }

        /// List members of an RBAC Group.
        ///
        /// The RBAC Groups API is available to Claude Enterprise organizations only.
        ///
        /// - HTTP: `GET /v1/organizations/rbac_groups/{rbac_group_id}/members`
        /// - Operation: `organization.rbac_groups.members.list`
        /// - Parameters:
        ///   - rbacGroupID: ID of the RBAC Group.
        ///   - limit: Number of items to return per page.
        ///   - page: Optionally set to the `next_page` token from the previous response.
        public func list(rbacGroupID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationRbacGroupsMembersListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/rbac_groups/{rbac_group_id}/members", parameters: ["rbac_group_id": rbacGroupID], operation: "organization.rbac_groups.members.list")
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationRbacGroupsMembersListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/rbac_groups/{rbac_group_id}/members` (repeated)
        public func list(rbacGroupID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationRbacGroupsMembersListResponse, AnthropicAdmin.RBACGroupMember> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(rbacGroupID: rbacGroupID, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Remove a User from an RBAC Group.
        ///
        /// Membership of groups provisioned by an
        /// identity provider (source type `"scim"`) cannot be modified via the API while an
        /// organization in the tenant uses SCIM provisioning.
        ///
        /// The RBAC Groups API is available to Claude Enterprise organizations only.
        ///
        /// - HTTP: `DELETE /v1/organizations/rbac_groups/{rbac_group_id}/members/{user_id}`
        /// - Operation: `organization.rbac_groups.members.remove`
        /// - Parameters:
        ///   - rbacGroupID: ID of the RBAC Group.
        ///   - userID: ID of the User.
        public func delete(rbacGroupID: String, userID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.DeletedRBACGroupMember {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/rbac_groups/{rbac_group_id}/members/{user_id}", parameters: ["rbac_group_id": rbacGroupID, "user_id": userID], operation: "organization.rbac_groups.members.remove")
            return try await core.send(request, options: options, as: AnthropicAdmin.DeletedRBACGroupMember.self).value
        }
    }
}
