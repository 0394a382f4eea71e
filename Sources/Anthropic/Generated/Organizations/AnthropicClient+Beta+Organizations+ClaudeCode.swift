// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `claudeCode` resource.
    public nonisolated struct ClaudeCode: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `managedSettings` operations.
        public var managedSettings: AnthropicClient.Beta.Organizations.ClaudeCode.ManagedSettings { AnthropicClient.Beta.Organizations.ClaudeCode.ManagedSettings(core: core) }
    }
}
