// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Projects {
    /// The `users` resource.
    public nonisolated struct Users: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create project user
        ///
        /// Adds a user to the project. Users must already be members of the organization to be added to a project.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/users`
        /// - Operation: `create-project-user`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        public func create(projectID: String, _ body: OpenAIAdmin.ProjectUserCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectUser {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/users", parameters: ["project_id": projectID], operation: "create-project-user")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectUser.self).value
        }

        /// Retrieve project user
        ///
        /// Retrieves a user in the project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/users/{user_id}`
        /// - Operation: `retrieve-project-user`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - userID: The ID of the user.
        public func retrieve(projectID: String, userID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectUser {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/users/{user_id}", parameters: ["project_id": projectID, "user_id": userID], operation: "retrieve-project-user")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectUser.self).value
        }

        /// Modify project user
        ///
        /// Modifies a user's role in the project.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/users/{user_id}`
        /// - Operation: `modify-project-user`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - userID: The ID of the user.
        public func update(projectID: String, userID: String, _ body: OpenAIAdmin.ProjectUserUpdateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectUser {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/users/{user_id}", parameters: ["project_id": projectID, "user_id": userID], operation: "modify-project-user")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectUser.self).value
        }

        /// List project users
        ///
        /// Returns a list of users in the project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/users`
        /// - Operation: `list-project-users`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectUserListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/users", parameters: ["project_id": projectID], operation: "list-project-users")
            request.query.append("limit", limit)
            request.query.append("after", after)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectUserListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/users` (repeated)
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.ProjectUserListResponse, OpenAIAdmin.ProjectUser> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(projectID: projectID, limit: limit, after: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete project user
        ///
        /// Deletes a user from the project.
        ///
        /// Returns confirmation of project user deletion, or an error if the project is
        /// archived (archived projects have no users).
        ///
        /// - HTTP: `DELETE /organization/projects/{project_id}/users/{user_id}`
        /// - Operation: `delete-project-user`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - userID: The ID of the user.
        public func delete(projectID: String, userID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectUserDeleteResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/users/{user_id}", parameters: ["project_id": projectID, "user_id": userID], operation: "delete-project-user")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectUserDeleteResponse.self).value
        }
    }
}
