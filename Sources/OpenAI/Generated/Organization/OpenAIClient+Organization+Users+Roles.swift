// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Users {
    /// The `roles` resource.
    public nonisolated struct Roles: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Assign organization role to user
        ///
        /// Assigns an organization role to a user within the organization.
        ///
        /// - HTTP: `POST /organization/users/{user_id}/roles`
        /// - Operation: `assign-user-role`
        /// - Parameters:
        ///   - userID: The ID of the user that should receive the organization role.
        public func create(userID: String, _ body: OpenAIAdmin.PublicAssignOrganizationGroupRoleBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.UserRoleAssignment {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/users/{user_id}/roles", parameters: ["user_id": userID], operation: "assign-user-role")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.UserRoleAssignment.self).value
        }

        /// Retrieve user organization role
        ///
        /// Retrieves an organization role assigned to a user.
        ///
        /// - HTTP: `GET /organization/users/{user_id}/roles/{role_id}`
        /// - Operation: `retrieve-user-role`
        /// - Parameters:
        ///   - userID: The ID of the user to inspect.
        ///   - roleID: The ID of the organization role to retrieve for the user.
        public func retrieve(userID: String, roleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.AssignedRoleDetails {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/users/{user_id}/roles/{role_id}", parameters: ["user_id": userID, "role_id": roleID], operation: "retrieve-user-role")
            return try await core.send(request, options: options, as: OpenAIAdmin.AssignedRoleDetails.self).value
        }

        /// List user organization role assignments
        ///
        /// Lists the organization roles assigned to a user within the organization.
        ///
        /// - HTTP: `GET /organization/users/{user_id}/roles`
        /// - Operation: `list-user-role-assignments`
        /// - Parameters:
        ///   - userID: The ID of the user to inspect.
        ///   - limit: A limit on the number of organization role assignments to return.
        ///   - after: Cursor for pagination. Provide the value from the previous response's `next` field to continue listing organization roles.
        ///   - order: Sort order for the returned organization roles.
        public func list(userID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListUserRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.RoleListResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/users/{user_id}/roles", parameters: ["user_id": userID], operation: "list-user-role-assignments")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAdmin.RoleListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/users/{user_id}/roles` (repeated)
        public func list(userID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListUserRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.RoleListResource, OpenAIAdmin.AssignedRoleDetails> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(userID: userID, limit: limit, after: cursor, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.data.last?.id
            })
        }

        /// Unassign organization role from user
        ///
        /// Unassigns an organization role from a user within the organization.
        ///
        /// - HTTP: `DELETE /organization/users/{user_id}/roles/{role_id}`
        /// - Operation: `unassign-user-role`
        /// - Parameters:
        ///   - userID: The ID of the user to modify.
        ///   - roleID: The ID of the organization role to remove from the user.
        public func delete(userID: String, roleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.DeletedRoleAssignmentResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/users/{user_id}/roles/{role_id}", parameters: ["user_id": userID, "role_id": roleID], operation: "unassign-user-role")
            return try await core.send(request, options: options, as: OpenAIAdmin.DeletedRoleAssignmentResource.self).value
        }
    }
}
