// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `complianceSettings` resource.
    public nonisolated struct ComplianceSettings: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Update your organization's Compliance Settings.
        ///
        /// Setting `state` to `enabled` turns on the Compliance API and begins capturing
        /// organization activity events. Setting it to `disabled` turns both off. Access
        /// Transparency events are an exception: they are still captured while the
        /// Compliance API is disabled, and the Compliance API activity feed returns them
        /// once it is enabled again. `state` reflects whether the Compliance API is
        /// enabled.
        ///
        /// A request that sets `state` to its current value succeeds and leaves the
        /// resource unchanged. A `disabled` request stays in effect until a later `enabled`
        /// request or the organization's next provisioning action that enables Access
        /// Transparency: enabling Access Transparency also enables the Compliance API,
        /// which serves its activity events, so such provisioning (including re-runs)
        /// re-enables the Compliance API even after a `disabled` request. Automated
        /// provisioning never disables compliance settings.
        ///
        /// - HTTP: `POST /v1/organizations/compliance_settings?beta=true`
        /// - Operation: `beta.organization.compliance_settings.update`
        public func create(_ body: AnthropicAdmin.OrganizationComplianceSettingsUpdateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaComplianceSettings {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/compliance_settings", operation: "beta.organization.compliance_settings.update")
            request.query.append("beta", "true")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaComplianceSettings.self).value
        }

        /// Retrieve your organization's Compliance Settings.
        ///
        /// Compliance Settings is a singleton resource: there is exactly one per
        /// organization, addressed without an identifier. The `state` field reflects
        /// whether the Compliance API is enabled. An organization with a parent
        /// organization reads the state inherited from the parent's configuration.
        ///
        /// - HTTP: `GET /v1/organizations/compliance_settings?beta=true`
        /// - Operation: `beta.organization.compliance_settings.retrieve`
        public func retrieve(options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaComplianceSettings {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/compliance_settings", operation: "beta.organization.compliance_settings.retrieve")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaComplianceSettings.self).value
        }
    }
}
