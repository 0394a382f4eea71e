// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `deploymentRuns` operations.
    public var deploymentRuns: AnthropicClient.Beta.DeploymentRuns { AnthropicClient.Beta.DeploymentRuns(core: core) }

    /// The `deploymentRuns` resource.
    public nonisolated struct DeploymentRuns: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get Deployment Run
        ///
        /// - HTTP: `GET /v1/deployment_runs/{deployment_run_id}?beta=true`
        /// - Operation: `deployment_runs.retrieve`
        /// - Parameters:
        ///   - deploymentRunID: Unique identifier of the deployment run.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(deploymentRunID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaManagedAgentsDeploymentRun {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/deployment_runs/{deployment_run_id}", parameters: ["deployment_run_id": deploymentRunID], operation: "deployment_runs.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaManagedAgentsDeploymentRun.self).value
        }

        /// List Deployment Runs
        ///
        /// - HTTP: `GET /v1/deployment_runs?beta=true`
        /// - Operation: `deployment_runs.list`
        /// - Parameters:
        ///   - createdAtGt: Return runs created strictly after this time (exclusive).
        ///   - createdAtGte: Return runs created at or after this time (inclusive).
        ///   - createdAtLt: Return runs created strictly before this time (exclusive).
        ///   - createdAtLte: Return runs created at or before this time (inclusive).
        ///   - deploymentID: Filter to a specific deployment. Omit to list across all deployments in the
        ///   - hasError: Filter: true for runs with non-null `error`, false for runs with non-null
        ///   - limit: Maximum results per page. Default 20, maximum 1000.
        ///   - page: Opaque pagination cursor. Pass `next_page` from the previous response. Invalid
        ///   - triggerType: Filter runs by what triggered them. Omit to return all runs.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(createdAtGt: String? = nil, createdAtGte: String? = nil, createdAtLt: String? = nil, createdAtLte: String? = nil, deploymentID: String? = nil, hasError: Bool? = nil, limit: Int? = nil, page: String? = nil, triggerType: AnthropicAgents.BetaManagedAgentsTriggerType? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.DeploymentRunsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/deployment_runs", operation: "deployment_runs.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("created_at[gt]", createdAtGt)
            request.query.append("created_at[gte]", createdAtGte)
            request.query.append("created_at[lt]", createdAtLt)
            request.query.append("created_at[lte]", createdAtLte)
            request.query.append("deployment_id", deploymentID)
            request.query.append("has_error", hasError)
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("trigger_type", triggerType)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.DeploymentRunsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/deployment_runs?beta=true` (repeated)
        public func list(createdAtGt: String? = nil, createdAtGte: String? = nil, createdAtLt: String? = nil, createdAtLte: String? = nil, deploymentID: String? = nil, hasError: Bool? = nil, limit: Int? = nil, page: String? = nil, triggerType: AnthropicAgents.BetaManagedAgentsTriggerType? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.DeploymentRunsListResponse, AnthropicAgents.BetaManagedAgentsDeploymentRun> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(createdAtGt: createdAtGt, createdAtGte: createdAtGte, createdAtLt: createdAtLt, createdAtLte: createdAtLte, deploymentID: deploymentID, hasError: hasError, limit: limit, page: cursor, triggerType: triggerType, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }
    }
}
