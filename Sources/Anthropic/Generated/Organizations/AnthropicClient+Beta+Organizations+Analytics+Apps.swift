// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.Analytics {
    /// The `apps` resource.
    public nonisolated struct Apps: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `chat` operations.
        public var chat: AnthropicClient.Beta.Organizations.Analytics.Apps.Chat { AnthropicClient.Beta.Organizations.Analytics.Apps.Chat(core: core) }
    }
}
