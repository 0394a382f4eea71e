// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations.Analytics {
    /// The `apps` resource.
    public nonisolated struct Apps: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `chat` operations.
        public var chat: AnthropicClient.Organizations.Analytics.Apps.Chat { AnthropicClient.Organizations.Analytics.Apps.Chat(core: core) }
    }
}
