// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `roles` resource.
    public nonisolated struct Roles: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create organization role
        ///
        /// Creates a custom role for the organization.
        ///
        /// - HTTP: `POST /organization/roles`
        /// - Operation: `create-role`
        public func create(_ body: OpenAIAdmin.PublicCreateOrganizationRoleBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Role {
            var request = RequestComponents(method: "POST", path: "/organization/roles", operation: "create-role")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.Role.self).value
        }

        /// Retrieve organization role
        ///
        /// Retrieves an organization role.
        ///
        /// - HTTP: `GET /organization/roles/{role_id}`
        /// - Operation: `retrieve-role`
        /// - Parameters:
        ///   - roleID: The ID of the role to retrieve.
        public func retrieve(roleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Role {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/roles/{role_id}", parameters: ["role_id": roleID], operation: "retrieve-role")
            return try await core.send(request, options: options, as: OpenAIAdmin.Role.self).value
        }

        /// Update organization role
        ///
        /// Updates an existing organization role.
        ///
        /// - HTTP: `POST /organization/roles/{role_id}`
        /// - Operation: `update-role`
        /// - Parameters:
        ///   - roleID: The ID of the role to update.
        public func update(roleID: String, _ body: OpenAIAdmin.PublicUpdateOrganizationRoleBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Role {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/roles/{role_id}", parameters: ["role_id": roleID], operation: "update-role")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.Role.self).value
        }

        /// List organization roles
        ///
        /// Lists the roles configured for the organization.
        ///
        /// - HTTP: `GET /organization/roles`
        /// - Operation: `list-roles`
        /// - Parameters:
        ///   - limit: A limit on the number of roles to return. Defaults to 1000.
        ///   - after: Cursor for pagination. Provide the value from the previous response's `next` field to continue listing roles.
        ///   - order: Sort order for the returned roles.
        public func list(limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListRolesOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.PublicRoleListResource {
            var request = RequestComponents(method: "GET", path: "/organization/roles", operation: "list-roles")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAdmin.PublicRoleListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/roles` (repeated)
        public func list(limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListRolesOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.PublicRoleListResource, OpenAIAdmin.Role> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, after: cursor, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.data.last?.id
            })
        }

        /// Delete organization role
        ///
        /// Deletes a custom role from the organization.
        ///
        /// - HTTP: `DELETE /organization/roles/{role_id}`
        /// - Operation: `delete-role`
        /// - Parameters:
        ///   - roleID: The ID of the role to delete.
        public func delete(roleID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.RoleDeletedResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/roles/{role_id}", parameters: ["role_id": roleID], operation: "delete-role")
            return try await core.send(request, options: options, as: OpenAIAdmin.RoleDeletedResource.self).value
        }
    }
}
