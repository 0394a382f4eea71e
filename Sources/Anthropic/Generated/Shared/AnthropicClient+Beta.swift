// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient {
    /// `beta` operations.
    public var beta: AnthropicClient.Beta { AnthropicClient.Beta(core: core) }

    /// The `beta` resources, each declared with its area's types.
    public nonisolated struct Beta: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }
    }
}
