// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations.Workspaces {
    /// The `members` resource.
    public nonisolated struct Members: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create Workspace Member
        ///
        /// - HTTP: `POST /v1/organizations/workspaces/{workspace_id}/members`
        /// - Operation: `organization.workspaces.members.add`
        /// - Parameters:
        ///   - workspaceID: ID of the Workspace.
        public func create(workspaceID: String, _ body: AnthropicAdmin.OrganizationWorkspacesMembersAddRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.WorkspaceMember {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/members", parameters: ["workspace_id": workspaceID], operation: "organization.workspaces.members.add")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.WorkspaceMember.self).value
        }

        /// Get Workspace Member
        ///
        /// - HTTP: `GET /v1/organizations/workspaces/{workspace_id}/members/{user_id}`
        /// - Operation: `organization.workspaces.members.retrieve`
        /// - Parameters:
        ///   - workspaceID: ID of the Workspace.
        ///   - userID: ID of the User.
        public func retrieve(workspaceID: String, userID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.WorkspaceMember {
            let request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/members/{user_id}", parameters: ["workspace_id": workspaceID, "user_id": userID], operation: "organization.workspaces.members.retrieve")
            return try await core.send(request, options: options, as: AnthropicAdmin.WorkspaceMember.self).value
        }

        /// Update Workspace Member
        ///
        /// - HTTP: `POST /v1/organizations/workspaces/{workspace_id}/members/{user_id}`
        /// - Operation: `organization.workspaces.members.update`
        /// - Parameters:
        ///   - workspaceID: ID of the Workspace.
        ///   - userID: ID of the User.
        public func update(workspaceID: String, userID: String, _ body: AnthropicAdmin.OrganizationWorkspacesMembersUpdateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.WorkspaceMember {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/members/{user_id}", parameters: ["workspace_id": workspaceID, "user_id": userID], operation: "organization.workspaces.members.update")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.WorkspaceMember.self).value
        }

        /// List Workspace Members
        ///
        /// - HTTP: `GET /v1/organizations/workspaces/{workspace_id}/members`
        /// - Operation: `organization.workspaces.members.list`
        /// - Parameters:
        ///   - workspaceID: ID of the Workspace.
        ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - limit: Number of items to return per page.
        public func list(workspaceID: String, afterID: String? = nil, beforeID: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationWorkspacesMembersListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/members", parameters: ["workspace_id": workspaceID], operation: "organization.workspaces.members.list")
            request.query.append("after_id", afterID)
            request.query.append("before_id", beforeID)
            request.query.append("limit", limit)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationWorkspacesMembersListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `afterID` when given.
        ///
        /// - HTTP: `GET /v1/organizations/workspaces/{workspace_id}/members` (repeated)
        public func list(workspaceID: String, afterID: String? = nil, beforeID: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationWorkspacesMembersListResponse, AnthropicAdmin.WorkspaceMember> {
            PageSequence(startingAt: afterID, fetchPage: { cursor in
                try await self.list(workspaceID: workspaceID, afterID: cursor, beforeID: beforeID, limit: limit, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.lastID ?? nil
            })
        }

        /// Delete Workspace Member
        ///
        /// - HTTP: `DELETE /v1/organizations/workspaces/{workspace_id}/members/{user_id}`
        /// - Operation: `organization.workspaces.members.remove`
        /// - Parameters:
        ///   - workspaceID: ID of the Workspace.
        ///   - userID: ID of the User.
        public func delete(workspaceID: String, userID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationWorkspacesMemberRemoveResponseMemberRemoveResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/members/{user_id}", parameters: ["workspace_id": workspaceID, "user_id": userID], operation: "organization.workspaces.members.remove")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationWorkspacesMemberRemoveResponseMemberRemoveResponse.self).value
        }
    }
}
