// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations {
    /// The `users` resource.
    public nonisolated struct Users: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve a member of the organization by user ID.
        ///
        /// - HTTP: `GET /v1/organizations/users/{user_id}`
        /// - Operation: `organization.users.retrieve`
        /// - Parameters:
        ///   - userID: ID of the User.
        public func retrieve(userID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationUser {
            let request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/users/{user_id}", parameters: ["user_id": userID], operation: "organization.users.retrieve")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationUser.self).value
        }

        /// Update a member's organization role.
        ///
        /// - HTTP: `POST /v1/organizations/users/{user_id}`
        /// - Operation: `organization.users.update`
        /// - Parameters:
        ///   - userID: ID of the User.
        public func update(userID: String, _ body: AnthropicAdmin.OrganizationUsersUpdateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationUser {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/users/{user_id}", parameters: ["user_id": userID], operation: "organization.users.update")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationUser.self).value
        }

        /// List the organization's members.
        ///
        /// - HTTP: `GET /v1/organizations/users`
        /// - Operation: `organization.users.list`
        /// - Parameters:
        ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - email: Filter by user email.
        ///   - limit: Number of items to return per page.
        ///   - roles: Filter to items whose `role` equals one of the supplied values. Repeatable;
        public func list(afterID: String? = nil, beforeID: String? = nil, email: String? = nil, limit: Int? = nil, roles: [String]? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationUsersListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/users", operation: "organization.users.list")
            request.query.append("after_id", afterID)
            request.query.append("before_id", beforeID)
            request.query.append("email", email)
            request.query.append("limit", limit)
            request.query.append("roles[]", roles, style: .bracketed)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationUsersListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `afterID` when given.
        ///
        /// - HTTP: `GET /v1/organizations/users` (repeated)
        public func list(afterID: String? = nil, beforeID: String? = nil, email: String? = nil, limit: Int? = nil, roles: [String]? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationUsersListResponse, AnthropicAdmin.OrganizationUser> {
            PageSequence(startingAt: afterID, fetchPage: { cursor in
                try await self.list(afterID: cursor, beforeID: beforeID, email: email, limit: limit, roles: roles, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Remove a member from the organization.
        ///
        /// - HTTP: `DELETE /v1/organizations/users/{user_id}`
        /// - Operation: `organization.users.remove`
        /// - Parameters:
        ///   - userID: ID of the User.
        public func delete(userID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationUserRemoveResponseUserRemoveResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/users/{user_id}", parameters: ["user_id": userID], operation: "organization.users.remove")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationUserRemoveResponseUserRemoveResponse.self).value
        }
    }
}
