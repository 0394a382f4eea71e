// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations {
    /// The `workspaces` resource.
    public nonisolated struct Workspaces: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `members` operations.
        public var members: AnthropicClient.Organizations.Workspaces.Members { AnthropicClient.Organizations.Workspaces.Members(core: core) }

        /// `rateLimits` operations.
        public var rateLimits: AnthropicClient.Organizations.Workspaces.RateLimits { AnthropicClient.Organizations.Workspaces.RateLimits(core: core) }

        /// `serviceAccounts` operations.
        public var serviceAccounts: AnthropicClient.Organizations.Workspaces.ServiceAccounts { AnthropicClient.Organizations.Workspaces.ServiceAccounts(core: core) }

        /// Create Workspace
        ///
        /// - HTTP: `POST /v1/organizations/workspaces`
        /// - Operation: `organization.workspaces.create`
        public func create(_ body: AnthropicAdmin.OrganizationWorkspacesCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.Workspace {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/workspaces", operation: "organization.workspaces.create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.Workspace.self).value
        }

        /// Get Workspace
        ///
        /// - HTTP: `GET /v1/organizations/workspaces/{workspace_id}`
        /// - Operation: `organization.workspaces.retrieve`
        /// - Parameters:
        ///   - workspaceID: ID of the Workspace.
        public func retrieve(workspaceID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.Workspace {
            let request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/workspaces/{workspace_id}", parameters: ["workspace_id": workspaceID], operation: "organization.workspaces.retrieve")
            return try await core.send(request, options: options, as: AnthropicAdmin.Workspace.self).value
        }

        /// Update Workspace
        ///
        /// - HTTP: `POST /v1/organizations/workspaces/{workspace_id}`
        /// - Operation: `organization.workspaces.update`
        public func update(workspaceID: String, _ body: AnthropicAdmin.OrganizationWorkspacesUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.Workspace {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/workspaces/{workspace_id}", parameters: ["workspace_id": workspaceID], operation: "organization.workspaces.update")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.Workspace.self).value
        }

        /// List Workspaces
        ///
        /// - HTTP: `GET /v1/organizations/workspaces`
        /// - Operation: `organization.workspaces.list`
        /// - Parameters:
        ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - ids: Only the Workspaces with these IDs, at most 100. `include_archived` and
        ///   - includeArchived: Whether to include Workspaces that have been archived in the response
        ///   - includeDefault: Whether to include the organization's default Workspace in the response
        ///   - limit: Number of items to return per page.
        public func list(afterID: String? = nil, beforeID: String? = nil, ids: [String]? = nil, includeArchived: Bool? = nil, includeDefault: Bool? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationWorkspacesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/workspaces", operation: "organization.workspaces.list")
            request.query.append("after_id", afterID)
            request.query.append("before_id", beforeID)
            request.query.append("ids[]", ids, style: .bracketed)
            request.query.append("include_archived", includeArchived)
            request.query.append("include_default", includeDefault)
            request.query.append("limit", limit)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationWorkspacesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `afterID` when given.
        ///
        /// - HTTP: `GET /v1/organizations/workspaces` (repeated)
        public func list(afterID: String? = nil, beforeID: String? = nil, ids: [String]? = nil, includeArchived: Bool? = nil, includeDefault: Bool? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationWorkspacesListResponse, AnthropicAdmin.Workspace> {
            PageSequence(startingAt: afterID, fetchPage: { cursor in
                try await self.list(afterID: cursor, beforeID: beforeID, ids: ids, includeArchived: includeArchived, includeDefault: includeDefault, limit: limit, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Archive Workspace
        ///
        /// - HTTP: `POST /v1/organizations/workspaces/{workspace_id}/archive`
        /// - Operation: `organization.workspaces.archive`
        public func archive(workspaceID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.Workspace {
            let request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/archive", parameters: ["workspace_id": workspaceID], operation: "organization.workspaces.archive")
            return try await core.send(request, options: options, as: AnthropicAdmin.Workspace.self).value
        }
    }
}
