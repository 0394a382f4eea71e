// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.ClaudeCode {
    /// The `managedSettings` resource.
    public nonisolated struct ManagedSettings: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `configuration` operations.
        public var configuration: AnthropicClient.Beta.Organizations.ClaudeCode.ManagedSettings.Configuration { AnthropicClient.Beta.Organizations.ClaudeCode.ManagedSettings.Configuration(core: core) }

        /// `rbacGroupDefault` operations.
        public var rbacGroupDefault: AnthropicClient.Beta.Organizations.ClaudeCode.ManagedSettings.RbacGroupDefault { AnthropicClient.Beta.Organizations.ClaudeCode.ManagedSettings.RbacGroupDefault(core: core) }

        /// `rbacGroups` operations.
        public var rbacGroups: AnthropicClient.Beta.Organizations.ClaudeCode.ManagedSettings.RbacGroups { AnthropicClient.Beta.Organizations.ClaudeCode.ManagedSettings.RbacGroups(core: core) }
    }
}
