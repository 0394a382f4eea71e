// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `organization` operations.
    public var organization: OpenAIClient.Organization { OpenAIClient.Organization(core: core) }

    /// The `organization` resource.
    public nonisolated struct Organization: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `adminApiKeys` operations.
        public var adminApiKeys: OpenAIClient.Organization.AdminApiKeys { OpenAIClient.Organization.AdminApiKeys(core: core) }

        /// `auditLogs` operations.
        public var auditLogs: OpenAIClient.Organization.AuditLogs { OpenAIClient.Organization.AuditLogs(core: core) }

        /// `certificates` operations.
        public var certificates: OpenAIClient.Organization.Certificates { OpenAIClient.Organization.Certificates(core: core) }

        /// `costs` operations.
        public var costs: OpenAIClient.Organization.Costs { OpenAIClient.Organization.Costs(core: core) }

        /// `dataRetention` operations.
        public var dataRetention: OpenAIClient.Organization.DataRetention { OpenAIClient.Organization.DataRetention(core: core) }

        /// `externalKeys` operations.
        public var externalKeys: OpenAIClient.Organization.ExternalKeys { OpenAIClient.Organization.ExternalKeys(core: core) }

        /// `externalStorage` operations.
        public var externalStorage: OpenAIClient.Organization.ExternalStorage { OpenAIClient.Organization.ExternalStorage(core: core) }

        /// `groups` operations.
        public var groups: OpenAIClient.Organization.Groups { OpenAIClient.Organization.Groups(core: core) }

        /// `invites` operations.
        public var invites: OpenAIClient.Organization.Invites { OpenAIClient.Organization.Invites(core: core) }

        /// `projects` operations.
        public var projects: OpenAIClient.Organization.Projects { OpenAIClient.Organization.Projects(core: core) }

        /// `roles` operations.
        public var roles: OpenAIClient.Organization.Roles { OpenAIClient.Organization.Roles(core: core) }

        /// `spendAlerts` operations.
        public var spendAlerts: OpenAIClient.Organization.SpendAlerts { OpenAIClient.Organization.SpendAlerts(core: core) }

        /// `spendLimit` operations.
        public var spendLimit: OpenAIClient.Organization.SpendLimit { OpenAIClient.Organization.SpendLimit(core: core) }

        /// `usage` operations.
        public var usage: OpenAIClient.Organization.Usage { OpenAIClient.Organization.Usage(core: core) }

        /// `users` operations.
        public var users: OpenAIClient.Organization.Users { OpenAIClient.Organization.Users(core: core) }

        /// `workloadIdentityProviders` operations.
        public var workloadIdentityProviders: OpenAIClient.Organization.WorkloadIdentityProviders { OpenAIClient.Organization.WorkloadIdentityProviders(core: core) }
    }
}
