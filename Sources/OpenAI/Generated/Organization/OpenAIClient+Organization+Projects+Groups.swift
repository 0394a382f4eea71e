// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Projects {
    /// The `groups` resource.
    public nonisolated struct Groups: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Add project group
        ///
        /// Grants a group access to a project.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/groups`
        /// - Operation: `add-project-group`
        /// - Parameters:
        ///   - projectID: The ID of the project to update.
        public func create(projectID: String, _ body: OpenAIAdmin.InviteProjectGroupBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectGroup {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/groups", parameters: ["project_id": projectID], operation: "add-project-group")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectGroup.self).value
        }

        /// Retrieve project group
        ///
        /// Retrieves a project's group.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/groups/{group_id}`
        /// - Operation: `retrieve-project-group`
        /// - Parameters:
        ///   - projectID: The ID of the project to inspect.
        ///   - groupID: The ID of the group to retrieve.
        ///   - groupType: The type of group to retrieve.
        public func retrieve(projectID: String, groupID: String, groupType: OpenAIAdmin.RetrieveProjectGroupGroupType? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectGroup {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/groups/{group_id}", parameters: ["project_id": projectID, "group_id": groupID], operation: "retrieve-project-group")
            request.query.append("group_type", groupType)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectGroup.self).value
        }

        /// List project groups
        ///
        /// Lists the groups that have access to a project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/groups`
        /// - Operation: `list-project-groups`
        /// - Parameters:
        ///   - projectID: The ID of the project to inspect.
        ///   - limit: A limit on the number of project groups to return. Defaults to 20.
        ///   - after: Cursor for pagination. Provide the ID of the last group from the previous response to fetch the next page.
        ///   - order: Sort order for the returned groups.
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListProjectGroupsOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectGroupListResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/groups", parameters: ["project_id": projectID], operation: "list-project-groups")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectGroupListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/groups` (repeated)
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListProjectGroupsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.ProjectGroupListResource, OpenAIAdmin.ProjectGroup> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(projectID: projectID, limit: limit, after: cursor, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return nil
            })
        }

        /// Remove project group
        ///
        /// Revokes a group's access to a project.
        ///
        /// - HTTP: `DELETE /organization/projects/{project_id}/groups/{group_id}`
        /// - Operation: `remove-project-group`
        /// - Parameters:
        ///   - projectID: The ID of the project to update.
        ///   - groupID: The ID of the group to remove from the project.
        public func delete(projectID: String, groupID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectGroupDeletedResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/groups/{group_id}", parameters: ["project_id": projectID, "group_id": groupID], operation: "remove-project-group")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectGroupDeletedResource.self).value
        }
    }
}
