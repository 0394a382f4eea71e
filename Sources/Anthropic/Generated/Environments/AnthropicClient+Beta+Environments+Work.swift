// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Environments {
    /// The `work` resource.
    public nonisolated struct Work: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve detailed information about a specific work item.
        ///
        /// This endpoint accepts a Claude API key. It rejects the environment key and the
        /// work item's `secret`. On
        /// [Claude Platform on AWS](https://platform.claude.com/docs/en/build-with-claude/claude-platform-on-aws)
        /// or
        /// [Claude Models on Google Cloud (Anthropic managed)](https://platform.claude.com/docs/en/build-with-claude/claude-models-on-google-cloud/anthropic-managed),
        /// use that platform's credentials instead.
        ///
        /// - HTTP: `GET /v1/environments/{environment_id}/work/{work_id}?beta=true`
        /// - Operation: `environments.work.retrieve`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(environmentID: String, workID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaSelfHostedWork {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/environments/{environment_id}/work/{work_id}", parameters: ["environment_id": environmentID, "work_id": workID], operation: "environments.work.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaSelfHostedWork.self).value
        }

        /// Update work item metadata with merge semantics.
        ///
        /// This endpoint accepts a Claude API key. It rejects the environment key and the
        /// work item's `secret`. On
        /// [Claude Platform on AWS](https://platform.claude.com/docs/en/build-with-claude/claude-platform-on-aws)
        /// or
        /// [Claude Models on Google Cloud (Anthropic managed)](https://platform.claude.com/docs/en/build-with-claude/claude-models-on-google-cloud/anthropic-managed),
        /// use that platform's credentials instead.
        ///
        /// - HTTP: `POST /v1/environments/{environment_id}/work/{work_id}?beta=true`
        /// - Operation: `environments.work.update`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func update(environmentID: String, workID: String, _ body: AnthropicAgents.EnvironmentsWorkUpdateRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaSelfHostedWork {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/environments/{environment_id}/work/{work_id}", parameters: ["environment_id": environmentID, "work_id": workID], operation: "environments.work.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaSelfHostedWork.self).value
        }

        /// List work items in an environment.
        ///
        /// This endpoint accepts the environment key as a bearer token. It rejects a Claude
        /// API key. On
        /// [Claude Platform on AWS](https://platform.claude.com/docs/en/build-with-claude/claude-platform-on-aws)
        /// or
        /// [Claude Models on Google Cloud (Anthropic managed)](https://platform.claude.com/docs/en/build-with-claude/claude-models-on-google-cloud/anthropic-managed),
        /// use that platform's credentials instead.
        ///
        /// - HTTP: `GET /v1/environments/{environment_id}/work?beta=true`
        /// - Operation: `environments.work.list`
        /// - Parameters:
        ///   - limit: Maximum number of work items to return
        ///   - page: Opaque cursor from previous response for pagination
        public func list(environmentID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.EnvironmentsWorkListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/environments/{environment_id}/work", parameters: ["environment_id": environmentID], operation: "environments.work.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAgents.EnvironmentsWorkListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/environments/{environment_id}/work?beta=true` (repeated)
        public func list(environmentID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.EnvironmentsWorkListResponse, AnthropicAgents.BetaSelfHostedWork> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(environmentID: environmentID, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Note: these endpoints are called automatically by the pre-built environment
        /// worker provided in the SDKs and CLI, for orchestrating sessions with self-hosted
        /// sandbox environments. They are included here as a reference; you do not need to
        /// invoke them directly.
        ///
        /// Acknowledge receipt of a work item, transitioning it from 'queued' to 'starting'
        /// and removing it from the queue.
        ///
        /// - HTTP: `POST /v1/environments/{environment_id}/work/{work_id}/ack?beta=true`
        /// - Operation: `environments.work.ack`
        public func ack(environmentID: String, workID: String, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaSelfHostedWork {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/environments/{environment_id}/work/{work_id}/ack", parameters: ["environment_id": environmentID, "work_id": workID], operation: "environments.work.ack")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            return try await core.send(request, options: options, as: AnthropicAgents.BetaSelfHostedWork.self).value
        }

        /// Note: these endpoints are called automatically by the pre-built environment
        /// worker provided in the SDKs and CLI, for orchestrating sessions with self-hosted
        /// sandbox environments. They are included here as a reference; you do not need to
        /// invoke them directly.
        ///
        /// Record a heartbeat for a work item to maintain the lease.
        ///
        /// - HTTP: `POST /v1/environments/{environment_id}/work/{work_id}/heartbeat?beta=true`
        /// - Operation: `environments.work.heartbeat`
        /// - Parameters:
        ///   - desiredTtlSeconds: Desired TTL in seconds
        ///   - expectedLastHeartbeat: Expected last_heartbeat for conditional update (optimistic concurrency). Use
        public func heartbeat(environmentID: String, workID: String, desiredTtlSeconds: Int? = nil, expectedLastHeartbeat: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaSelfHostedWorkHeartbeatResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/environments/{environment_id}/work/{work_id}/heartbeat", parameters: ["environment_id": environmentID, "work_id": workID], operation: "environments.work.heartbeat")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("desired_ttl_seconds", desiredTtlSeconds)
            request.query.append("expected_last_heartbeat", expectedLastHeartbeat)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaSelfHostedWorkHeartbeatResponse.self).value
        }

        /// Note: these endpoints are called automatically by the pre-built environment
        /// worker provided in the SDKs and CLI, for orchestrating sessions with self-hosted
        /// sandbox environments. They are included here as a reference; you do not need to
        /// invoke them directly.
        ///
        /// Long poll for work items in the queue.
        ///
        /// - HTTP: `GET /v1/environments/{environment_id}/work/poll?beta=true`
        /// - Operation: `environments.work.poll`
        /// - Parameters:
        ///   - blockMs: How long to wait for work to arrive before returning. Must be 1-999 in
        ///   - reclaimOlderThanMs: Reclaim unacknowledged work items older than this many milliseconds. If omitted,
        ///   - anthropicWorkerID: Unique identifier for the specific worker polling, used to track aggregated
        public func poll(environmentID: String, blockMs: Int? = nil, reclaimOlderThanMs: Int? = nil, anthropicWorkerID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaSelfHostedWork {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/environments/{environment_id}/work/poll", parameters: ["environment_id": environmentID], operation: "environments.work.poll")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.query.append("block_ms", blockMs)
            request.query.append("reclaim_older_than_ms", reclaimOlderThanMs)
            request.headers.set("Anthropic-Worker-ID", anthropicWorkerID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaSelfHostedWork.self).value
        }

        /// Get Queue Statistics
        ///
        /// Statistics about the work queue of a self-hosted environment.
        ///
        /// - HTTP: `GET /v1/environments/{environment_id}/work/stats?beta=true`
        /// - Operation: `beta_get_environment_stats_v1_environments__environment_id__work_stats_get`
        /// - Parameters:
        ///   - anthropicWorkspaceID: The workspace to act in (the SDK's `workspace_id`), for keys that reach more than one.
        public func stats(environmentID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaSelfHostedWorkQueueStats {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/environments/{environment_id}/work/stats", parameters: ["environment_id": environmentID], operation: "beta_get_environment_stats_v1_environments__environment_id__work_stats_get")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaSelfHostedWorkQueueStats.self).value
        }

        /// Stop a work item, initiating graceful or forced shutdown.
        ///
        /// - HTTP: `POST /v1/environments/{environment_id}/work/{work_id}/stop?beta=true`
        /// - Operation: `environments.work.stop`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func stop(environmentID: String, workID: String, _ body: AnthropicAgents.EnvironmentsWorkStopRequest? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaSelfHostedWork {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/environments/{environment_id}/work/{work_id}/stop", parameters: ["environment_id": environmentID, "work_id": workID], operation: "environments.work.stop")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAgents.BetaSelfHostedWork.self).value
        }
    }
}
