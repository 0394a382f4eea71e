// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Projects.Users {
    /// The `roles` resource.
    public nonisolated struct Roles: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Assign project role to user
        ///
        /// Assigns a project role to a user within a project.
        ///
        /// - HTTP: `POST /projects/{project_id}/users/{user_id}/roles`
        /// - Operation: `assign-project-user-role`
        /// - Parameters:
        ///   - projectID: The ID of the project to update.
        ///   - userID: The ID of the user that should receive the project role.
        public func create(projectID: String, userID: String, _ body: OpenAIAdmin.PublicAssignOrganizationGroupRoleBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.UserRoleAssignment {
            var request = try RequestComponents(method: "POST", pathTemplate: "/projects/{project_id}/users/{user_id}/roles", parameters: ["project_id": projectID, "user_id": userID], operation: "assign-project-user-role")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.UserRoleAssignment.self).value
        }

        /// Retrieve project user role
        ///
        /// Retrieves a project role assigned to a user.
        ///
        /// - HTTP: `GET /projects/{project_id}/users/{user_id}/roles/{role_id}`
        /// - Operation: `retrieve-project-user-role`
        /// - Parameters:
        ///   - projectID: The ID of the project to inspect.
        ///   - userID: The ID of the user to inspect.
        ///   - roleID: The ID of the project role to retrieve for the user.
        public func retrieve(projectID: String, userID: String, roleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.AssignedRoleDetails {
            let request = try RequestComponents(method: "GET", pathTemplate: "/projects/{project_id}/users/{user_id}/roles/{role_id}", parameters: ["project_id": projectID, "user_id": userID, "role_id": roleID], operation: "retrieve-project-user-role")
            return try await core.send(request, options: options, as: OpenAIAdmin.AssignedRoleDetails.self).value
        }

        /// List project user role assignments
        ///
        /// Lists the project roles assigned to a user within a project.
        ///
        /// - HTTP: `GET /projects/{project_id}/users/{user_id}/roles`
        /// - Operation: `list-project-user-role-assignments`
        /// - Parameters:
        ///   - projectID: The ID of the project to inspect.
        ///   - userID: The ID of the user to inspect.
        ///   - limit: A limit on the number of project role assignments to return.
        ///   - after: Cursor for pagination. Provide the value from the previous response's `next` field to continue listing project roles.
        ///   - order: Sort order for the returned project roles.
        public func list(projectID: String, userID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListProjectUserRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.RoleListResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/projects/{project_id}/users/{user_id}/roles", parameters: ["project_id": projectID, "user_id": userID], operation: "list-project-user-role-assignments")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAdmin.RoleListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /projects/{project_id}/users/{user_id}/roles` (repeated)
        public func list(projectID: String, userID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListProjectUserRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.RoleListResource, OpenAIAdmin.AssignedRoleDetails> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(projectID: projectID, userID: userID, limit: limit, after: cursor, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.data.last?.id
            })
        }

        /// Unassign project role from user
        ///
        /// Unassigns a project role from a user within a project.
        ///
        /// - HTTP: `DELETE /projects/{project_id}/users/{user_id}/roles/{role_id}`
        /// - Operation: `unassign-project-user-role`
        /// - Parameters:
        ///   - projectID: The ID of the project to modify.
        ///   - userID: The ID of the user whose project role assignment should be removed.
        ///   - roleID: The ID of the project role to remove from the user.
        public func delete(projectID: String, userID: String, roleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.DeletedRoleAssignmentResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/projects/{project_id}/users/{user_id}/roles/{role_id}", parameters: ["project_id": projectID, "user_id": userID, "role_id": roleID], operation: "unassign-project-user-role")
            return try await core.send(request, options: options, as: OpenAIAdmin.DeletedRoleAssignmentResource.self).value
        }
    }
}
