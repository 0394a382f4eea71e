// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations {
    /// The `analytics` resource.
    public nonisolated struct Analytics: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `apps` operations.
        public var apps: AnthropicClient.Organizations.Analytics.Apps { AnthropicClient.Organizations.Analytics.Apps(core: core) }

        /// `artifacts` operations.
        public var artifacts: AnthropicClient.Organizations.Analytics.Artifacts { AnthropicClient.Organizations.Analytics.Artifacts(core: core) }

        /// `connectors` operations.
        public var connectors: AnthropicClient.Organizations.Analytics.Connectors { AnthropicClient.Organizations.Analytics.Connectors(core: core) }

        /// `plugins` operations.
        public var plugins: AnthropicClient.Organizations.Analytics.Plugins { AnthropicClient.Organizations.Analytics.Plugins(core: core) }

        /// `skills` operations.
        public var skills: AnthropicClient.Organizations.Analytics.Skills { AnthropicClient.Organizations.Analytics.Skills(core: core) }

        /// `summaries` operations.
        public var summaries: AnthropicClient.Organizations.Analytics.Summaries { AnthropicClient.Organizations.Analytics.Summaries(core: core) }

        /// `users` operations.
        public var users: AnthropicClient.Organizations.Analytics.Users { AnthropicClient.Organizations.Analytics.Users(core: core) }
    }
}
