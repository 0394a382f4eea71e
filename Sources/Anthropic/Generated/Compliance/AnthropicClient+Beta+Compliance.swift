// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `compliance` operations.
    public var compliance: AnthropicClient.Beta.Compliance { AnthropicClient.Beta.Compliance(core: core) }

    /// The `compliance` resource.
    public nonisolated struct Compliance: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `review` operations.
        public var review: AnthropicClient.Beta.Compliance.Review { AnthropicClient.Beta.Compliance.Review(core: core) }
    }
}
