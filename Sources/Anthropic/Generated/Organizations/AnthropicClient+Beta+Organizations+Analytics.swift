// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `analytics` resource.
    public nonisolated struct Analytics: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `apps` operations.
        public var apps: AnthropicClient.Beta.Organizations.Analytics.Apps { AnthropicClient.Beta.Organizations.Analytics.Apps(core: core) }

        /// `artifacts` operations.
        public var artifacts: AnthropicClient.Beta.Organizations.Analytics.Artifacts { AnthropicClient.Beta.Organizations.Analytics.Artifacts(core: core) }

        /// `connectors` operations.
        public var connectors: AnthropicClient.Beta.Organizations.Analytics.Connectors { AnthropicClient.Beta.Organizations.Analytics.Connectors(core: core) }

        /// `cost` operations.
        public var cost: AnthropicClient.Beta.Organizations.Analytics.Cost { AnthropicClient.Beta.Organizations.Analytics.Cost(core: core) }

        /// `costReport` operations.
        public var costReport: AnthropicClient.Beta.Organizations.Analytics.CostReport { AnthropicClient.Beta.Organizations.Analytics.CostReport(core: core) }

        /// `plugins` operations.
        public var plugins: AnthropicClient.Beta.Organizations.Analytics.Plugins { AnthropicClient.Beta.Organizations.Analytics.Plugins(core: core) }

        /// `skills` operations.
        public var skills: AnthropicClient.Beta.Organizations.Analytics.Skills { AnthropicClient.Beta.Organizations.Analytics.Skills(core: core) }

        /// `summaries` operations.
        public var summaries: AnthropicClient.Beta.Organizations.Analytics.Summaries { AnthropicClient.Beta.Organizations.Analytics.Summaries(core: core) }

        /// `usage` operations.
        public var usage: AnthropicClient.Beta.Organizations.Analytics.Usage { AnthropicClient.Beta.Organizations.Analytics.Usage(core: core) }

        /// `usageReport` operations.
        public var usageReport: AnthropicClient.Beta.Organizations.Analytics.UsageReport { AnthropicClient.Beta.Organizations.Analytics.UsageReport(core: core) }

        /// `userCostReport` operations.
        public var userCostReport: AnthropicClient.Beta.Organizations.Analytics.UserCostReport { AnthropicClient.Beta.Organizations.Analytics.UserCostReport(core: core) }

        /// `userUsageReport` operations.
        public var userUsageReport: AnthropicClient.Beta.Organizations.Analytics.UserUsageReport { AnthropicClient.Beta.Organizations.Analytics.UserUsageReport(core: core) }

        /// `users` operations.
        public var users: AnthropicClient.Beta.Organizations.Analytics.Users { AnthropicClient.Beta.Organizations.Analytics.Users(core: core) }
    }
}
