// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.UserProfiles.Providers {
    /// The `google` resource.
    public nonisolated struct Google: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `dataControls` operations.
        public var dataControls: AnthropicClient.Beta.UserProfiles.Providers.Google.DataControls { AnthropicClient.Beta.UserProfiles.Providers.Google.DataControls(core: core) }
    }
}
