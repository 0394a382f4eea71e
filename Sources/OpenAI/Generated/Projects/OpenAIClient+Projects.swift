// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIAdminShared
import _OpenAICore

extension OpenAIClient {
    /// `projects` operations.
    public var projects: OpenAIClient.Projects { OpenAIClient.Projects(core: core) }

    /// The `projects` resource.
    public struct Projects: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `groups` operations.
        public var groups: OpenAIClient.Projects.Groups { OpenAIClient.Projects.Groups(core: core) }

        /// `roles` operations.
        public var roles: OpenAIClient.Projects.Roles { OpenAIClient.Projects.Roles(core: core) }

        /// `users` operations.
        public var users: OpenAIClient.Projects.Users { OpenAIClient.Projects.Users(core: core) }

        /// The `groups` resource.
        public struct Groups: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `roles` operations.
            public var roles: OpenAIClient.Projects.Groups.Roles { OpenAIClient.Projects.Groups.Roles(core: core) }

            /// The `roles` resource.
            public struct Roles: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Assigns a project role to a group within a project.
                ///
                /// - HTTP: `POST /projects/{project_id}/groups/{group_id}/roles`
                /// - Operation: `assign-project-group-role`
                /// - Parameters:
                ///   - projectID: The ID of the project to update.
                ///   - groupID: The ID of the group that should receive the project role.
                public func create(projectID: String, groupID: String, _ body: _OpenAIAdminShared.PublicAssignOrganizationGroupRoleBody, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.GroupRoleAssignment {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/projects/{project_id}/groups/{group_id}/roles", parameters: ["project_id": projectID, "group_id": groupID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.GroupRoleAssignment.self).value
                }

                /// Retrieves a project role assigned to a group.
                ///
                /// - HTTP: `GET /projects/{project_id}/groups/{group_id}/roles/{role_id}`
                /// - Operation: `retrieve-project-group-role`
                /// - Parameters:
                ///   - projectID: The ID of the project to inspect.
                ///   - groupID: The ID of the group to inspect.
                ///   - roleID: The ID of the project role to retrieve for the group.
                public func retrieve(projectID: String, groupID: String, roleID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.AssignedRoleDetails {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/projects/{project_id}/groups/{group_id}/roles/{role_id}", parameters: ["project_id": projectID, "group_id": groupID, "role_id": roleID])
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.AssignedRoleDetails.self).value
                }

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
                public func list(projectID: String, groupID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIProjects.ListProjectGroupRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.RoleListResource {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/projects/{project_id}/groups/{group_id}/roles", parameters: ["project_id": projectID, "group_id": groupID])
                    request.query.append("limit", limit)
                    request.query.append("after", after)
                    request.query.append("order", order)
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.RoleListResource.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /projects/{project_id}/groups/{group_id}/roles` (repeated)
                public func list(projectID: String, groupID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIProjects.ListProjectGroupRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIAdminShared.RoleListResource, _OpenAIAdminShared.AssignedRoleDetails> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(projectID: projectID, groupID: groupID, limit: limit, after: cursor, order: order, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.data.last?.id
                    })
                }

                /// Unassigns a project role from a group within a project.
                ///
                /// - HTTP: `DELETE /projects/{project_id}/groups/{group_id}/roles/{role_id}`
                /// - Operation: `unassign-project-group-role`
                /// - Parameters:
                ///   - projectID: The ID of the project to modify.
                ///   - groupID: The ID of the group whose project role assignment should be removed.
                ///   - roleID: The ID of the project role to remove from the group.
                public func delete(projectID: String, groupID: String, roleID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.DeletedRoleAssignmentResource {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/projects/{project_id}/groups/{group_id}/roles/{role_id}", parameters: ["project_id": projectID, "group_id": groupID, "role_id": roleID])
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.DeletedRoleAssignmentResource.self).value
                }
            }
        }

        /// The `roles` resource.
        public struct Roles: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Creates a custom role for a project.
            ///
            /// - HTTP: `POST /projects/{project_id}/roles`
            /// - Operation: `create-project-role`
            /// - Parameters:
            ///   - projectID: The ID of the project to update.
            public func create(projectID: String, _ body: _OpenAIAdminShared.PublicCreateOrganizationRoleBody, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.Role {
                var request = try RequestComponents(method: "POST", pathTemplate: "/projects/{project_id}/roles", parameters: ["project_id": projectID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIAdminShared.Role.self).value
            }

            /// Retrieves a project role.
            ///
            /// - HTTP: `GET /projects/{project_id}/roles/{role_id}`
            /// - Operation: `retrieve-project-role`
            /// - Parameters:
            ///   - projectID: The ID of the project.
            ///   - roleID: The ID of the role to retrieve.
            public func retrieve(projectID: String, roleID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.Role {
                let request = try RequestComponents(method: "GET", pathTemplate: "/projects/{project_id}/roles/{role_id}", parameters: ["project_id": projectID, "role_id": roleID])
                return try await core.send(request, options: options, as: _OpenAIAdminShared.Role.self).value
            }

            /// Updates an existing project role.
            ///
            /// - HTTP: `POST /projects/{project_id}/roles/{role_id}`
            /// - Operation: `update-project-role`
            /// - Parameters:
            ///   - projectID: The ID of the project to update.
            ///   - roleID: The ID of the role to update.
            public func update(projectID: String, roleID: String, _ body: _OpenAIAdminShared.PublicUpdateOrganizationRoleBody, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.Role {
                var request = try RequestComponents(method: "POST", pathTemplate: "/projects/{project_id}/roles/{role_id}", parameters: ["project_id": projectID, "role_id": roleID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIAdminShared.Role.self).value
            }

            /// Lists the roles configured for a project.
            ///
            /// - HTTP: `GET /projects/{project_id}/roles`
            /// - Operation: `list-project-roles`
            /// - Parameters:
            ///   - projectID: The ID of the project to inspect.
            ///   - limit: A limit on the number of roles to return. Defaults to 1000.
            ///   - after: Cursor for pagination. Provide the value from the previous response's `next` field to continue listing roles.
            ///   - order: Sort order for the returned roles.
            public func list(projectID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIProjects.ListProjectRolesOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.PublicRoleListResource {
                var request = try RequestComponents(method: "GET", pathTemplate: "/projects/{project_id}/roles", parameters: ["project_id": projectID])
                request.query.append("limit", limit)
                request.query.append("after", after)
                request.query.append("order", order)
                return try await core.send(request, options: options, as: _OpenAIAdminShared.PublicRoleListResource.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /projects/{project_id}/roles` (repeated)
            public func list(projectID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIProjects.ListProjectRolesOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIAdminShared.PublicRoleListResource, _OpenAIAdminShared.Role> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(projectID: projectID, limit: limit, after: cursor, order: order, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.data.last?.id
                })
            }

            /// Deletes a custom role from a project.
            ///
            /// - HTTP: `DELETE /projects/{project_id}/roles/{role_id}`
            /// - Operation: `delete-project-role`
            /// - Parameters:
            ///   - projectID: The ID of the project to update.
            ///   - roleID: The ID of the role to delete.
            public func delete(projectID: String, roleID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.RoleDeletedResource {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/projects/{project_id}/roles/{role_id}", parameters: ["project_id": projectID, "role_id": roleID])
                return try await core.send(request, options: options, as: _OpenAIAdminShared.RoleDeletedResource.self).value
            }
        }

        /// The `users` resource.
        public struct Users: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `roles` operations.
            public var roles: OpenAIClient.Projects.Users.Roles { OpenAIClient.Projects.Users.Roles(core: core) }

            /// The `roles` resource.
            public struct Roles: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Assigns a project role to a user within a project.
                ///
                /// - HTTP: `POST /projects/{project_id}/users/{user_id}/roles`
                /// - Operation: `assign-project-user-role`
                /// - Parameters:
                ///   - projectID: The ID of the project to update.
                ///   - userID: The ID of the user that should receive the project role.
                public func create(projectID: String, userID: String, _ body: _OpenAIAdminShared.PublicAssignOrganizationGroupRoleBody, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.UserRoleAssignment {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/projects/{project_id}/users/{user_id}/roles", parameters: ["project_id": projectID, "user_id": userID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.UserRoleAssignment.self).value
                }

                /// Retrieves a project role assigned to a user.
                ///
                /// - HTTP: `GET /projects/{project_id}/users/{user_id}/roles/{role_id}`
                /// - Operation: `retrieve-project-user-role`
                /// - Parameters:
                ///   - projectID: The ID of the project to inspect.
                ///   - userID: The ID of the user to inspect.
                ///   - roleID: The ID of the project role to retrieve for the user.
                public func retrieve(projectID: String, userID: String, roleID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.AssignedRoleDetails {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/projects/{project_id}/users/{user_id}/roles/{role_id}", parameters: ["project_id": projectID, "user_id": userID, "role_id": roleID])
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.AssignedRoleDetails.self).value
                }

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
                public func list(projectID: String, userID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIProjects.ListProjectUserRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.RoleListResource {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/projects/{project_id}/users/{user_id}/roles", parameters: ["project_id": projectID, "user_id": userID])
                    request.query.append("limit", limit)
                    request.query.append("after", after)
                    request.query.append("order", order)
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.RoleListResource.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /projects/{project_id}/users/{user_id}/roles` (repeated)
                public func list(projectID: String, userID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIProjects.ListProjectUserRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIAdminShared.RoleListResource, _OpenAIAdminShared.AssignedRoleDetails> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(projectID: projectID, userID: userID, limit: limit, after: cursor, order: order, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.data.last?.id
                    })
                }

                /// Unassigns a project role from a user within a project.
                ///
                /// - HTTP: `DELETE /projects/{project_id}/users/{user_id}/roles/{role_id}`
                /// - Operation: `unassign-project-user-role`
                /// - Parameters:
                ///   - projectID: The ID of the project to modify.
                ///   - userID: The ID of the user whose project role assignment should be removed.
                ///   - roleID: The ID of the project role to remove from the user.
                public func delete(projectID: String, userID: String, roleID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.DeletedRoleAssignmentResource {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/projects/{project_id}/users/{user_id}/roles/{role_id}", parameters: ["project_id": projectID, "user_id": userID, "role_id": roleID])
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.DeletedRoleAssignmentResource.self).value
                }
            }
        }
    }
}
