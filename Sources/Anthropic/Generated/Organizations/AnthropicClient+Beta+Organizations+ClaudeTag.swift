// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `claudeTag` resource.
    public nonisolated struct ClaudeTag: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `bundles` operations.
        public var bundles: AnthropicClient.Beta.Organizations.ClaudeTag.Bundles { AnthropicClient.Beta.Organizations.ClaudeTag.Bundles(core: core) }

        /// `slackChannels` operations.
        public var slackChannels: AnthropicClient.Beta.Organizations.ClaudeTag.SlackChannels { AnthropicClient.Beta.Organizations.ClaudeTag.SlackChannels(core: core) }

        /// `slackWorkspaces` operations.
        public var slackWorkspaces: AnthropicClient.Beta.Organizations.ClaudeTag.SlackWorkspaces { AnthropicClient.Beta.Organizations.ClaudeTag.SlackWorkspaces(core: core) }
    }
}
