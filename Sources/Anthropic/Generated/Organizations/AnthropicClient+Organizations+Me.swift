// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient.Organizations {
    /// The `me` resource.
    public nonisolated struct Me: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve information about the organization associated with the authenticated
        /// API key.
        ///
        /// - HTTP: `GET /v1/organizations/me`
        /// - Operation: `organization.retrieve`
        public func retrieve(options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationInfo {
            let request = RequestComponents(method: "GET", path: "/v1/organizations/me", operation: "organization.retrieve")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationInfo.self).value
        }
    }
}
