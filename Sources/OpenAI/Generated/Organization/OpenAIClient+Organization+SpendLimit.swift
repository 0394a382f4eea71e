// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `spendLimit` resource.
    public nonisolated struct SpendLimit: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve organization spend limit
        ///
        /// Get the organization's hard spend limit.
        ///
        /// - HTTP: `GET /organization/spend_limit`
        /// - Operation: `Getorganizationspendlimit`
        public func retrieve(options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationSpendLimitResource {
            let request = RequestComponents(method: "GET", path: "/organization/spend_limit", operation: "Getorganizationspendlimit")
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationSpendLimitResource.self).value
        }

        /// Update organization spend limit
        ///
        /// Create or replace the organization's hard spend limit.
        ///
        /// - HTTP: `POST /organization/spend_limit`
        /// - Operation: `Updateorganizationspendlimit`
        public func update(_ body: OpenAIAdmin.UpdateOrganizationSpendLimitBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationSpendLimitResource {
            var request = RequestComponents(method: "POST", path: "/organization/spend_limit", operation: "Updateorganizationspendlimit")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationSpendLimitResource.self).value
        }

        /// Delete organization spend limit
        ///
        /// Delete the organization's hard spend limit.
        ///
        /// - HTTP: `DELETE /organization/spend_limit`
        /// - Operation: `Deleteorganizationspendlimit`
        public func delete(options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationSpendLimitDeletedResource {
            let request = RequestComponents(method: "DELETE", path: "/organization/spend_limit", operation: "Deleteorganizationspendlimit")
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationSpendLimitDeletedResource.self).value
        }
    }
}
