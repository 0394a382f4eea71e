// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `users` resource.
    public nonisolated struct Users: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `roles` operations.
        public var roles: OpenAIClient.Organization.Users.Roles { OpenAIClient.Organization.Users.Roles(core: core) }

        /// Retrieve user
        ///
        /// Retrieves a user by their identifier.
        ///
        /// - HTTP: `GET /organization/users/{user_id}`
        /// - Operation: `retrieve-user`
        /// - Parameters:
        ///   - userID: The ID of the user.
        public func retrieve(userID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.User {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/users/{user_id}", parameters: ["user_id": userID], operation: "retrieve-user")
            return try await core.send(request, options: options, as: OpenAIAdmin.User.self).value
        }

        /// Modify user
        ///
        /// Modifies a user's role in the organization.
        ///
        /// - HTTP: `POST /organization/users/{user_id}`
        /// - Operation: `modify-user`
        /// - Parameters:
        ///   - userID: The ID of the user.
        public func update(userID: String, _ body: OpenAIAdmin.UserRoleUpdateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.User {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/users/{user_id}", parameters: ["user_id": userID], operation: "modify-user")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.User.self).value
        }

        /// List users
        ///
        /// Lists all of the users in the organization.
        ///
        /// - HTTP: `GET /organization/users`
        /// - Operation: `list-users`
        /// - Parameters:
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - emails: Filter by the email address of users.
        public func list(limit: Int? = nil, after: String? = nil, emails: [String]? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.UserListResponse {
            var request = RequestComponents(method: "GET", path: "/organization/users", operation: "list-users")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("emails", emails, style: .bracketed)
            return try await core.send(request, options: options, as: OpenAIAdmin.UserListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/users` (repeated)
        public func list(limit: Int? = nil, after: String? = nil, emails: [String]? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.UserListResponse, OpenAIAdmin.User> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, after: cursor, emails: emails, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete user
        ///
        /// Deletes a user from the organization.
        ///
        /// - HTTP: `DELETE /organization/users/{user_id}`
        /// - Operation: `delete-user`
        /// - Parameters:
        ///   - userID: The ID of the user.
        public func delete(userID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.UserDeleteResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/users/{user_id}", parameters: ["user_id": userID], operation: "delete-user")
            return try await core.send(request, options: options, as: OpenAIAdmin.UserDeleteResponse.self).value
        }
    }
}
