// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Groups {
    /// The `users` resource.
    public nonisolated struct Users: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Add group user
        ///
        /// Adds a user to a group.
        ///
        /// - HTTP: `POST /organization/groups/{group_id}/users`
        /// - Operation: `add-group-user`
        /// - Parameters:
        ///   - groupID: The ID of the group to update.
        public func create(groupID: String, _ body: OpenAIAdmin.CreateGroupUserBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.GroupUserAssignment {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/groups/{group_id}/users", parameters: ["group_id": groupID], operation: "add-group-user")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.GroupUserAssignment.self).value
        }

        /// Retrieve group user
        ///
        /// Retrieves a user in a group.
        ///
        /// - HTTP: `GET /organization/groups/{group_id}/users/{user_id}`
        /// - Operation: `retrieve-group-user`
        /// - Parameters:
        ///   - groupID: The ID of the group to inspect.
        ///   - userID: The ID of the user to retrieve from the group.
        public func retrieve(groupID: String, userID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.GroupMemberUser {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/groups/{group_id}/users/{user_id}", parameters: ["group_id": groupID, "user_id": userID], operation: "retrieve-group-user")
            return try await core.send(request, options: options, as: OpenAIAdmin.GroupMemberUser.self).value
        }

        /// List group users
        ///
        /// Lists the users assigned to a group.
        ///
        /// - HTTP: `GET /organization/groups/{group_id}/users`
        /// - Operation: `list-group-users`
        /// - Parameters:
        ///   - groupID: The ID of the group to inspect.
        ///   - limit: A limit on the number of users to be returned. Limit can range between 0 and 1000, and the default is 100.
        ///   - after: A cursor for use in pagination. Provide the ID of the last user from the previous list response to retrieve the next page.
        ///   - order: Specifies the sort order of users in the list.
        public func list(groupID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListGroupUsersOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.UserListResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/groups/{group_id}/users", parameters: ["group_id": groupID], operation: "list-group-users")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAdmin.UserListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/groups/{group_id}/users` (repeated)
        public func list(groupID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListGroupUsersOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.UserListResource, OpenAIAdmin.GroupUser> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(groupID: groupID, limit: limit, after: cursor, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.data.last?.id
            })
        }

        /// Remove group user
        ///
        /// Removes a user from a group.
        ///
        /// - HTTP: `DELETE /organization/groups/{group_id}/users/{user_id}`
        /// - Operation: `remove-group-user`
        /// - Parameters:
        ///   - groupID: The ID of the group to update.
        ///   - userID: The ID of the user to remove from the group.
        public func delete(groupID: String, userID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.GroupUserDeletedResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/groups/{group_id}/users/{user_id}", parameters: ["group_id": groupID, "user_id": userID], operation: "remove-group-user")
            return try await core.send(request, options: options, as: OpenAIAdmin.GroupUserDeletedResource.self).value
        }
    }
}
