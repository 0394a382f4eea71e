// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `me` resource.
    public nonisolated struct Me: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve information about the organization associated with the authenticated
        /// API key.
        ///
        /// - HTTP: `GET /v1/organizations/me?beta=true`
        /// - Operation: `beta.organization.retrieve`
        public func retrieve(options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaOrganization {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/me", operation: "beta.organization.retrieve")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaOrganization.self).value
        }
    }
}
