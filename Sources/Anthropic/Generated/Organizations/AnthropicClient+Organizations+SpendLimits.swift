// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations {
    /// The `spendLimits` resource.
    public nonisolated struct SpendLimits: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `effective` operations.
        public var effective: AnthropicClient.Organizations.SpendLimits.Effective { AnthropicClient.Organizations.SpendLimits.Effective(core: core) }
    }
}
