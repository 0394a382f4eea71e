// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `deployments` operations.
    public var deployments: AnthropicClient.Beta.Deployments { AnthropicClient.Beta.Deployments(core: core) }

    /// The `deployments` resource.
    public nonisolated struct Deployments: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create Deployment
        ///
        /// - HTTP: `POST /v1/deployments?beta=true`
        /// - Operation: `deployments.create`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicAgents.DeploymentsCreateRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeployment {
            var request = RequestComponents(method: "POST", path: "/v1/deployments", operation: "deployments.create")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeployment.self).value
        }

        /// Get Deployment
        ///
        /// - HTTP: `GET /v1/deployments/{deployment_id}?beta=true`
        /// - Operation: `deployments.retrieve`
        /// - Parameters:
        ///   - deploymentID: Unique identifier of the deployment.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(deploymentID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeployment {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/deployments/{deployment_id}", parameters: ["deployment_id": deploymentID], operation: "deployments.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeployment.self).value
        }

        /// Update Deployment
        ///
        /// - HTTP: `POST /v1/deployments/{deployment_id}?beta=true`
        /// - Operation: `deployments.update`
        /// - Parameters:
        ///   - deploymentID: Unique identifier of the deployment to update.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func update(deploymentID: String, _ body: AnthropicAgents.DeploymentsUpdateRequest? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeployment {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/deployments/{deployment_id}", parameters: ["deployment_id": deploymentID], operation: "deployments.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeployment.self).value
        }

        /// List Deployments
        ///
        /// - HTTP: `GET /v1/deployments?beta=true`
        /// - Operation: `deployments.list`
        /// - Parameters:
        ///   - agentID: Filter by agent ID.
        ///   - createdAtGte: Return deployments created at or after this time (inclusive).
        ///   - createdAtLte: Return deployments created at or before this time (inclusive).
        ///   - includeArchived: When true, includes archived deployments. Default: false (exclude archived).
        ///   - limit: Maximum results per page. Default 20, maximum 100.
        ///   - page: Opaque pagination cursor.
        ///   - status: Filter by status: `active` or `paused`. Omit for both. To include archived
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(agentID: String? = nil, createdAtGte: String? = nil, createdAtLte: String? = nil, includeArchived: Bool? = nil, limit: Int? = nil, page: String? = nil, status: AnthropicAgents.BetaManagedAgentsDeploymentStatus? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.DeploymentsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/deployments", operation: "deployments.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("agent_id", agentID)
            request.query.append("created_at[gte]", createdAtGte)
            request.query.append("created_at[lte]", createdAtLte)
            request.query.append("include_archived", includeArchived)
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("status", status)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.DeploymentsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/deployments?beta=true` (repeated)
        public func list(agentID: String? = nil, createdAtGte: String? = nil, createdAtLte: String? = nil, includeArchived: Bool? = nil, limit: Int? = nil, page: String? = nil, status: AnthropicAgents.BetaManagedAgentsDeploymentStatus? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.DeploymentsListResponse, AnthropicAgents.BetaManagedAgentsDeployment> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(agentID: agentID, createdAtGte: createdAtGte, createdAtLte: createdAtLte, includeArchived: includeArchived, limit: limit, page: cursor, status: status, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Archive Deployment
        ///
        /// - HTTP: `POST /v1/deployments/{deployment_id}/archive?beta=true`
        /// - Operation: `deployments.archive`
        /// - Parameters:
        ///   - deploymentID: Unique identifier of the deployment to archive.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func archive(deploymentID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeployment {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/deployments/{deployment_id}/archive", parameters: ["deployment_id": deploymentID], operation: "deployments.archive")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeployment.self).value
        }

        /// Pause Deployment
        ///
        /// - HTTP: `POST /v1/deployments/{deployment_id}/pause?beta=true`
        /// - Operation: `deployments.pause`
        /// - Parameters:
        ///   - deploymentID: Unique identifier of the deployment to pause.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func pause(deploymentID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeployment {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/deployments/{deployment_id}/pause", parameters: ["deployment_id": deploymentID], operation: "deployments.pause")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeployment.self).value
        }

        /// Run Deployment Now
        ///
        /// - HTTP: `POST /v1/deployments/{deployment_id}/run?beta=true`
        /// - Operation: `deployments.run`
        /// - Parameters:
        ///   - deploymentID: Unique identifier of the deployment to run.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func run(deploymentID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeploymentRun {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/deployments/{deployment_id}/run", parameters: ["deployment_id": deploymentID], operation: "deployments.run")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeploymentRun.self).value
        }

        /// Unpause Deployment
        ///
        /// - HTTP: `POST /v1/deployments/{deployment_id}/unpause?beta=true`
        /// - Operation: `deployments.unpause`
        /// - Parameters:
        ///   - deploymentID: Unique identifier of the deployment to unpause.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func unpause(deploymentID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeployment {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/deployments/{deployment_id}/unpause", parameters: ["deployment_id": deploymentID], operation: "deployments.unpause")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeployment.self).value
        }
    }
}
