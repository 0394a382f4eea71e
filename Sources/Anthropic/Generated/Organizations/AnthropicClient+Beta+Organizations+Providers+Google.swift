// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.Providers {
    /// The `google` resource.
    public nonisolated struct Google: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `projects` operations.
        public var projects: AnthropicClient.Beta.Organizations.Providers.Google.Projects { AnthropicClient.Beta.Organizations.Providers.Google.Projects(core: core) }
    }
}
