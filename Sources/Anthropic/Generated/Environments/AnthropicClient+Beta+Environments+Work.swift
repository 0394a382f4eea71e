// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

extension AnthropicClient.Beta.Environments {
    /// The `work` resource.
    public struct Work: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get Queue Statistics
        ///
        /// Statistics about the work queue of a self-hosted environment.
        ///
        /// - HTTP: `GET /v1/environments/{environment_id}/work/stats?beta=true`
        /// - Operation: `beta_get_environment_stats_v1_environments__environment_id__work_stats_get`
        public func stats(environmentID: String, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaSelfHostedWorkQueueStats {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/environments/{environment_id}/work/stats", parameters: ["environment_id": environmentID], operation: "beta_get_environment_stats_v1_environments__environment_id__work_stats_get")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAgents.BetaSelfHostedWorkQueueStats.self).value
        }
    }
}
