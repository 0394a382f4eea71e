// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient {
    /// `organizations` operations.
    public var organizations: AnthropicClient.Organizations { AnthropicClient.Organizations(core: core) }

    /// The `organizations` resource.
    public nonisolated struct Organizations: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `analytics` operations.
        public var analytics: AnthropicClient.Organizations.Analytics { AnthropicClient.Organizations.Analytics(core: core) }

        /// `apiKeys` operations.
        public var apiKeys: AnthropicClient.Organizations.ApiKeys { AnthropicClient.Organizations.ApiKeys(core: core) }

        /// `complianceSettings` operations.
        public var complianceSettings: AnthropicClient.Organizations.ComplianceSettings { AnthropicClient.Organizations.ComplianceSettings(core: core) }

        /// `externalKeys` operations.
        public var externalKeys: AnthropicClient.Organizations.ExternalKeys { AnthropicClient.Organizations.ExternalKeys(core: core) }

        /// `federationIssuers` operations.
        public var federationIssuers: AnthropicClient.Organizations.FederationIssuers { AnthropicClient.Organizations.FederationIssuers(core: core) }

        /// `federationRules` operations.
        public var federationRules: AnthropicClient.Organizations.FederationRules { AnthropicClient.Organizations.FederationRules(core: core) }

        /// `invites` operations.
        public var invites: AnthropicClient.Organizations.Invites { AnthropicClient.Organizations.Invites(core: core) }

        /// `me` operations.
        public var me: AnthropicClient.Organizations.Me { AnthropicClient.Organizations.Me(core: core) }

        /// `rateLimits` operations.
        public var rateLimits: AnthropicClient.Organizations.RateLimits { AnthropicClient.Organizations.RateLimits(core: core) }

        /// `rbacGroups` operations.
        public var rbacGroups: AnthropicClient.Organizations.RbacGroups { AnthropicClient.Organizations.RbacGroups(core: core) }

        /// `rbacRoles` operations.
        public var rbacRoles: AnthropicClient.Organizations.RbacRoles { AnthropicClient.Organizations.RbacRoles(core: core) }

        /// `serviceAccounts` operations.
        public var serviceAccounts: AnthropicClient.Organizations.ServiceAccounts { AnthropicClient.Organizations.ServiceAccounts(core: core) }

        /// `spendLimitIncreaseRequests` operations.
        public var spendLimitIncreaseRequests: AnthropicClient.Organizations.SpendLimitIncreaseRequests { AnthropicClient.Organizations.SpendLimitIncreaseRequests(core: core) }

        /// `spendLimits` operations.
        public var spendLimits: AnthropicClient.Organizations.SpendLimits { AnthropicClient.Organizations.SpendLimits(core: core) }

        /// `users` operations.
        public var users: AnthropicClient.Organizations.Users { AnthropicClient.Organizations.Users(core: core) }

        /// `workspaces` operations.
        public var workspaces: AnthropicClient.Organizations.Workspaces { AnthropicClient.Organizations.Workspaces(core: core) }
    }
}
