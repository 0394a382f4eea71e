// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `workspaces` resource.
    public nonisolated struct Workspaces: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `members` operations.
        public var members: AnthropicClient.Beta.Organizations.Workspaces.Members { AnthropicClient.Beta.Organizations.Workspaces.Members(core: core) }

        /// `rateLimits` operations.
        public var rateLimits: AnthropicClient.Beta.Organizations.Workspaces.RateLimits { AnthropicClient.Beta.Organizations.Workspaces.RateLimits(core: core) }

        /// `serviceAccounts` operations.
        public var serviceAccounts: AnthropicClient.Beta.Organizations.Workspaces.ServiceAccounts { AnthropicClient.Beta.Organizations.Workspaces.ServiceAccounts(core: core) }

        /// Create Workspace
        ///
        /// - HTTP: `POST /v1/organizations/workspaces?beta=true`
        /// - Operation: `beta.organization.workspaces.create`
        public func create(_ body: AnthropicAdmin.BetaOrganizationWorkspacesCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaWorkspace {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/workspaces", operation: "beta.organization.workspaces.create")
            request.query.append("beta", "true")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaWorkspace.self).value
        }

        /// Get Workspace
        ///
        /// - HTTP: `GET /v1/organizations/workspaces/{workspace_id}?beta=true`
        /// - Operation: `beta.organization.workspaces.retrieve`
        /// - Parameters:
        ///   - workspaceID: ID of the Workspace.
        public func retrieve(workspaceID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaWorkspace {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/workspaces/{workspace_id}", parameters: ["workspace_id": workspaceID], operation: "beta.organization.workspaces.retrieve")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaWorkspace.self).value
        }

        /// Update Workspace
        ///
        /// - HTTP: `POST /v1/organizations/workspaces/{workspace_id}?beta=true`
        /// - Operation: `beta.organization.workspaces.update`
        public func update(workspaceID: String, _ body: AnthropicAdmin.BetaOrganizationWorkspacesUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaWorkspace {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/workspaces/{workspace_id}", parameters: ["workspace_id": workspaceID], operation: "beta.organization.workspaces.update")
            request.query.append("beta", "true")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaWorkspace.self).value
        }

        /// List Workspaces
        ///
        /// - HTTP: `GET /v1/organizations/workspaces?beta=true`
        /// - Operation: `beta.organization.workspaces.list`
        /// - Parameters:
        ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - ids: Only the Workspaces with these IDs, at most 100. `include_archived` and
        ///   - includeArchived: Whether to include Workspaces that have been archived in the response
        ///   - includeDefault: Whether to include the organization's default Workspace in the response
        ///   - limit: Number of items to return per page.
        public func list(afterID: String? = nil, beforeID: String? = nil, ids: [String]? = nil, includeArchived: Bool? = nil, includeDefault: Bool? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaOrganizationWorkspacesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/workspaces", operation: "beta.organization.workspaces.list")
            request.query.append("beta", "true")
            request.query.append("after_id", afterID)
            request.query.append("before_id", beforeID)
            request.query.append("ids[]", ids, style: .bracketed)
            request.query.append("include_archived", includeArchived)
            request.query.append("include_default", includeDefault)
            request.query.append("limit", limit)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaOrganizationWorkspacesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `afterID` when given.
        ///
        /// - HTTP: `GET /v1/organizations/workspaces?beta=true` (repeated)
        public func list(afterID: String? = nil, beforeID: String? = nil, ids: [String]? = nil, includeArchived: Bool? = nil, includeDefault: Bool? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.BetaOrganizationWorkspacesListResponse, AnthropicAdmin.BetaWorkspace> {
            PageSequence(startingAt: afterID, fetchPage: { cursor in
                try await self.list(afterID: cursor, beforeID: beforeID, ids: ids, includeArchived: includeArchived, includeDefault: includeDefault, limit: limit, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Archive Workspace
        ///
        /// - HTTP: `POST /v1/organizations/workspaces/{workspace_id}/archive?beta=true`
        /// - Operation: `beta.organization.workspaces.archive`
        public func archive(workspaceID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaWorkspace {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/workspaces/{workspace_id}/archive", parameters: ["workspace_id": workspaceID], operation: "beta.organization.workspaces.archive")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaWorkspace.self).value
        }
    }
}
