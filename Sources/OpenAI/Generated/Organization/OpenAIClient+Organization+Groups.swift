// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `groups` resource.
    public nonisolated struct Groups: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `roles` operations.
        public var roles: OpenAIClient.Organization.Groups.Roles { OpenAIClient.Organization.Groups.Roles(core: core) }

        /// `users` operations.
        public var users: OpenAIClient.Organization.Groups.Users { OpenAIClient.Organization.Groups.Users(core: core) }

        /// Create group
        ///
        /// Creates a new group in the organization.
        ///
        /// - HTTP: `POST /organization/groups`
        /// - Operation: `create-group`
        public func create(_ body: OpenAIAdmin.CreateGroupBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.GroupResponse {
            var request = RequestComponents(method: "POST", path: "/organization/groups", operation: "create-group")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.GroupResponse.self).value
        }

        /// Retrieve group
        ///
        /// Retrieves a group.
        ///
        /// - HTTP: `GET /organization/groups/{group_id}`
        /// - Operation: `retrieve-group`
        /// - Parameters:
        ///   - groupID: The ID of the group to retrieve.
        public func retrieve(groupID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.GroupResponse {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/groups/{group_id}", parameters: ["group_id": groupID], operation: "retrieve-group")
            return try await core.send(request, options: options, as: OpenAIAdmin.GroupResponse.self).value
        }

        /// Update group
        ///
        /// Updates a group's information.
        ///
        /// - HTTP: `POST /organization/groups/{group_id}`
        /// - Operation: `update-group`
        /// - Parameters:
        ///   - groupID: The ID of the group to update.
        public func update(groupID: String, _ body: OpenAIAdmin.UpdateGroupBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.GroupResourceWithSuccess {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/groups/{group_id}", parameters: ["group_id": groupID], operation: "update-group")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.GroupResourceWithSuccess.self).value
        }

        /// List groups
        ///
        /// Lists all groups in the organization.
        ///
        /// - HTTP: `GET /organization/groups`
        /// - Operation: `list-groups`
        /// - Parameters:
        ///   - limit: A limit on the number of groups to be returned. Limit can range between 0 and 1000, and the default is 100.
        ///   - after: A cursor for use in pagination. `after` is a group ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with group_abc, your subsequent call can include `after=group_abc` in order to fetch the next page of the list.
        ///   - order: Specifies the sort order of the returned groups.
        public func list(limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListGroupsOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.GroupListResource {
            var request = RequestComponents(method: "GET", path: "/organization/groups", operation: "list-groups")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAdmin.GroupListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/groups` (repeated)
        public func list(limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListGroupsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.GroupListResource, OpenAIAdmin.GroupResponse> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, after: cursor, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.data.last?.id
            })
        }

        /// Delete group
        ///
        /// Deletes a group from the organization.
        ///
        /// - HTTP: `DELETE /organization/groups/{group_id}`
        /// - Operation: `delete-group`
        /// - Parameters:
        ///   - groupID: The ID of the group to delete.
        public func delete(groupID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.GroupDeletedResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/groups/{group_id}", parameters: ["group_id": groupID], operation: "delete-group")
            return try await core.send(request, options: options, as: OpenAIAdmin.GroupDeletedResource.self).value
        }
    }
}
