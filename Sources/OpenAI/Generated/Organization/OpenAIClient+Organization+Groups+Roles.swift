// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Groups {
    /// The `roles` resource.
    public nonisolated struct Roles: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Assign organization role to group
        ///
        /// Assigns an organization role to a group within the organization.
        ///
        /// - HTTP: `POST /organization/groups/{group_id}/roles`
        /// - Operation: `assign-group-role`
        /// - Parameters:
        ///   - groupID: The ID of the group that should receive the organization role.
        public func create(groupID: String, _ body: OpenAIAdmin.PublicAssignOrganizationGroupRoleBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.GroupRoleAssignment {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/groups/{group_id}/roles", parameters: ["group_id": groupID], operation: "assign-group-role")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.GroupRoleAssignment.self).value
        }

        /// Retrieve group organization role
        ///
        /// Retrieves an organization role assigned to a group.
        ///
        /// - HTTP: `GET /organization/groups/{group_id}/roles/{role_id}`
        /// - Operation: `retrieve-group-role`
        /// - Parameters:
        ///   - groupID: The ID of the group to inspect.
        ///   - roleID: The ID of the organization role to retrieve for the group.
        public func retrieve(groupID: String, roleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.AssignedRoleDetails {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/groups/{group_id}/roles/{role_id}", parameters: ["group_id": groupID, "role_id": roleID], operation: "retrieve-group-role")
            return try await core.send(request, options: options, as: OpenAIAdmin.AssignedRoleDetails.self).value
        }

        /// List group organization role assignments
        ///
        /// Lists the organization roles assigned to a group within the organization.
        ///
        /// - HTTP: `GET /organization/groups/{group_id}/roles`
        /// - Operation: `list-group-role-assignments`
        /// - Parameters:
        ///   - groupID: The ID of the group whose organization role assignments you want to list.
        ///   - limit: A limit on the number of organization role assignments to return.
        ///   - after: Cursor for pagination. Provide the value from the previous response's `next` field to continue listing organization roles.
        ///   - order: Sort order for the returned organization roles.
        public func list(groupID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListGroupRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.RoleListResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/groups/{group_id}/roles", parameters: ["group_id": groupID], operation: "list-group-role-assignments")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAdmin.RoleListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/groups/{group_id}/roles` (repeated)
        public func list(groupID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListGroupRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.RoleListResource, OpenAIAdmin.AssignedRoleDetails> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(groupID: groupID, limit: limit, after: cursor, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.data.last?.id
            })
        }

        /// Unassign organization role from group
        ///
        /// Unassigns an organization role from a group within the organization.
        ///
        /// - HTTP: `DELETE /organization/groups/{group_id}/roles/{role_id}`
        /// - Operation: `unassign-group-role`
        /// - Parameters:
        ///   - groupID: The ID of the group to modify.
        ///   - roleID: The ID of the organization role to remove from the group.
        public func delete(groupID: String, roleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.DeletedRoleAssignmentResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/groups/{group_id}/roles/{role_id}", parameters: ["group_id": groupID, "role_id": roleID], operation: "unassign-group-role")
            return try await core.send(request, options: options, as: OpenAIAdmin.DeletedRoleAssignmentResource.self).value
        }
    }
}
