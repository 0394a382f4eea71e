// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Projects.Groups {
    /// The `roles` resource.
    public nonisolated struct Roles: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Assign project role to group
        ///
        /// Assigns a project role to a group within a project.
        ///
        /// - HTTP: `POST /projects/{project_id}/groups/{group_id}/roles`
        /// - Operation: `assign-project-group-role`
        /// - Parameters:
        ///   - projectID: The ID of the project to update.
        ///   - groupID: The ID of the group that should receive the project role.
        public func create(projectID: String, groupID: String, _ body: OpenAIAdmin.PublicAssignOrganizationGroupRoleBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.GroupRoleAssignment {
            var request = try RequestComponents(method: "POST", pathTemplate: "/projects/{project_id}/groups/{group_id}/roles", parameters: ["project_id": projectID, "group_id": groupID], operation: "assign-project-group-role")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.GroupRoleAssignment.self).value
        }

        /// Retrieve project group role
        ///
        /// Retrieves a project role assigned to a group.
        ///
        /// - HTTP: `GET /projects/{project_id}/groups/{group_id}/roles/{role_id}`
        /// - Operation: `retrieve-project-group-role`
        /// - Parameters:
        ///   - projectID: The ID of the project to inspect.
        ///   - groupID: The ID of the group to inspect.
        ///   - roleID: The ID of the project role to retrieve for the group.
        public func retrieve(projectID: String, groupID: String, roleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.AssignedRoleDetails {
            let request = try RequestComponents(method: "GET", pathTemplate: "/projects/{project_id}/groups/{group_id}/roles/{role_id}", parameters: ["project_id": projectID, "group_id": groupID, "role_id": roleID], operation: "retrieve-project-group-role")
            return try await core.send(request, options: options, as: OpenAIAdmin.AssignedRoleDetails.self).value
        }

        /// List project group role assignments
        ///
        /// Lists the project roles assigned to a group within a project.
        ///
        /// - HTTP: `GET /projects/{project_id}/groups/{group_id}/roles`
        /// - Operation: `list-project-group-role-assignments`
        /// - Parameters:
        ///   - projectID: The ID of the project to inspect.
        ///   - groupID: The ID of the group to inspect.
        ///   - limit: A limit on the number of project role assignments to return.
        ///   - after: Cursor for pagination. Provide the value from the previous response's `next` field to continue listing project roles.
        ///   - order: Sort order for the returned project roles.
        public func list(projectID: String, groupID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListProjectGroupRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.RoleListResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/projects/{project_id}/groups/{group_id}/roles", parameters: ["project_id": projectID, "group_id": groupID], operation: "list-project-group-role-assignments")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAdmin.RoleListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /projects/{project_id}/groups/{group_id}/roles` (repeated)
        public func list(projectID: String, groupID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListProjectGroupRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.RoleListResource, OpenAIAdmin.AssignedRoleDetails> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(projectID: projectID, groupID: groupID, limit: limit, after: cursor, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.data.last?.id
            })
        }

        /// Unassign project role from group
        ///
        /// Unassigns a project role from a group within a project.
        ///
        /// - HTTP: `DELETE /projects/{project_id}/groups/{group_id}/roles/{role_id}`
        /// - Operation: `unassign-project-group-role`
        /// - Parameters:
        ///   - projectID: The ID of the project to modify.
        ///   - groupID: The ID of the group whose project role assignment should be removed.
        ///   - roleID: The ID of the project role to remove from the group.
        public func delete(projectID: String, groupID: String, roleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.DeletedRoleAssignmentResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/projects/{project_id}/groups/{group_id}/roles/{role_id}", parameters: ["project_id": projectID, "group_id": groupID, "role_id": roleID], operation: "unassign-project-group-role")
            return try await core.send(request, options: options, as: OpenAIAdmin.DeletedRoleAssignmentResource.self).value
        }
    }
}
