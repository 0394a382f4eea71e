// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `dataRetention` resource.
    public nonisolated struct DataRetention: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve organization data retention
        ///
        /// Retrieves organization data retention controls.
        ///
        /// - HTTP: `GET /organization/data_retention`
        /// - Operation: `retrieve-organization-data-retention`
        public func retrieve(options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationDataRetention {
            let request = RequestComponents(method: "GET", path: "/organization/data_retention", operation: "retrieve-organization-data-retention")
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationDataRetention.self).value
        }

        /// Update organization data retention
        ///
        /// Updates organization data retention controls.
        ///
        /// - HTTP: `POST /organization/data_retention`
        /// - Operation: `update-organization-data-retention`
        public func update(_ body: OpenAIAdmin.UpdateOrganizationDataRetentionBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationDataRetention {
            var request = RequestComponents(method: "POST", path: "/organization/data_retention", operation: "update-organization-data-retention")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationDataRetention.self).value
        }
    }
}
