// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.Analytics.Apps {
    /// The `chat` resource.
    public nonisolated struct Chat: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `projects` operations.
        public var projects: AnthropicClient.Beta.Organizations.Analytics.Apps.Chat.Projects { AnthropicClient.Beta.Organizations.Analytics.Apps.Chat.Projects(core: core) }
    }
}
