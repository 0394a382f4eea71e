// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `organizations` operations.
    public var organizations: AnthropicClient.Beta.Organizations { AnthropicClient.Beta.Organizations(core: core) }

    /// The `organizations` resource.
    public nonisolated struct Organizations: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `analytics` operations.
        public var analytics: AnthropicClient.Beta.Organizations.Analytics { AnthropicClient.Beta.Organizations.Analytics(core: core) }

        /// `apiKeys` operations.
        public var apiKeys: AnthropicClient.Beta.Organizations.ApiKeys { AnthropicClient.Beta.Organizations.ApiKeys(core: core) }

        /// `claudeCode` operations.
        public var claudeCode: AnthropicClient.Beta.Organizations.ClaudeCode { AnthropicClient.Beta.Organizations.ClaudeCode(core: core) }

        /// `claudeTag` operations.
        public var claudeTag: AnthropicClient.Beta.Organizations.ClaudeTag { AnthropicClient.Beta.Organizations.ClaudeTag(core: core) }

        /// `complianceSettings` operations.
        public var complianceSettings: AnthropicClient.Beta.Organizations.ComplianceSettings { AnthropicClient.Beta.Organizations.ComplianceSettings(core: core) }

        /// `externalKeys` operations.
        public var externalKeys: AnthropicClient.Beta.Organizations.ExternalKeys { AnthropicClient.Beta.Organizations.ExternalKeys(core: core) }

        /// `externalStorage` operations.
        public var externalStorage: AnthropicClient.Beta.Organizations.ExternalStorage { AnthropicClient.Beta.Organizations.ExternalStorage(core: core) }

        /// `federationIssuers` operations.
        public var federationIssuers: AnthropicClient.Beta.Organizations.FederationIssuers { AnthropicClient.Beta.Organizations.FederationIssuers(core: core) }

        /// `federationRules` operations.
        public var federationRules: AnthropicClient.Beta.Organizations.FederationRules { AnthropicClient.Beta.Organizations.FederationRules(core: core) }

        /// `invites` operations.
        public var invites: AnthropicClient.Beta.Organizations.Invites { AnthropicClient.Beta.Organizations.Invites(core: core) }

        /// `me` operations.
        public var me: AnthropicClient.Beta.Organizations.Me { AnthropicClient.Beta.Organizations.Me(core: core) }

        /// `pluginMarketplaces` operations.
        public var pluginMarketplaces: AnthropicClient.Beta.Organizations.PluginMarketplaces { AnthropicClient.Beta.Organizations.PluginMarketplaces(core: core) }

        /// `plugins` operations.
        public var plugins: AnthropicClient.Beta.Organizations.Plugins { AnthropicClient.Beta.Organizations.Plugins(core: core) }

        /// `providers` operations.
        public var providers: AnthropicClient.Beta.Organizations.Providers { AnthropicClient.Beta.Organizations.Providers(core: core) }

        /// `rateLimits` operations.
        public var rateLimits: AnthropicClient.Beta.Organizations.RateLimits { AnthropicClient.Beta.Organizations.RateLimits(core: core) }

        /// `rbacGroups` operations.
        public var rbacGroups: AnthropicClient.Beta.Organizations.RbacGroups { AnthropicClient.Beta.Organizations.RbacGroups(core: core) }

        /// `rbacRoles` operations.
        public var rbacRoles: AnthropicClient.Beta.Organizations.RbacRoles { AnthropicClient.Beta.Organizations.RbacRoles(core: core) }

        /// `serviceAccounts` operations.
        public var serviceAccounts: AnthropicClient.Beta.Organizations.ServiceAccounts { AnthropicClient.Beta.Organizations.ServiceAccounts(core: core) }

        /// `spendLimitIncreaseRequests` operations.
        public var spendLimitIncreaseRequests: AnthropicClient.Beta.Organizations.SpendLimitIncreaseRequests { AnthropicClient.Beta.Organizations.SpendLimitIncreaseRequests(core: core) }

        /// `spendLimits` operations.
        public var spendLimits: AnthropicClient.Beta.Organizations.SpendLimits { AnthropicClient.Beta.Organizations.SpendLimits(core: core) }

        /// `telemetryDestinations` operations.
        public var telemetryDestinations: AnthropicClient.Beta.Organizations.TelemetryDestinations { AnthropicClient.Beta.Organizations.TelemetryDestinations(core: core) }

        /// `users` operations.
        public var users: AnthropicClient.Beta.Organizations.Users { AnthropicClient.Beta.Organizations.Users(core: core) }

        /// `webhooks` operations.
        public var webhooks: AnthropicClient.Beta.Organizations.Webhooks { AnthropicClient.Beta.Organizations.Webhooks(core: core) }

        /// `workspaces` operations.
        public var workspaces: AnthropicClient.Beta.Organizations.Workspaces { AnthropicClient.Beta.Organizations.Workspaces(core: core) }
    }
}
