// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.UserProfiles.Providers.Google {
    /// The `dataControls` resource.
    public nonisolated struct DataControls: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Turn a control on or off, or change the key or bucket set for a region.
        ///
        /// Controls
        /// and regions that you leave out stay as they are.
        ///
        /// - HTTP: `POST /v1/user_profiles/{user_profile_id}/providers/google/data_controls?beta=true`
        /// - Operation: `user_profiles.providers.google.data_controls.update`
        /// - Parameters:
        ///   - userProfileID: The ID of the user profile whose Google-managed data controls to update
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(userProfileID: String, _ body: AnthropicAgents.UserProfilesProvidersGoogleDataControlsUpdateRequest? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaGoogleManagedDataControls {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/user_profiles/{user_profile_id}/providers/google/data_controls", parameters: ["user_profile_id": userProfileID], operation: "user_profiles.providers.google.data_controls.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "user-profiles-2026-09-04,google-managed-data-controls-2026-09-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAgents.BetaGoogleManagedDataControls.self).value
        }

        /// Get the profile's encryption keys and storage buckets for Claude on Google
        /// Cloud's Agent Platform, with each region's status.
        ///
        /// - HTTP: `GET /v1/user_profiles/{user_profile_id}/providers/google/data_controls?beta=true`
        /// - Operation: `user_profiles.providers.google.data_controls.retrieve`
        /// - Parameters:
        ///   - userProfileID: The ID of the user profile whose Google-managed data controls to retrieve
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(userProfileID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaGoogleManagedDataControls {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/user_profiles/{user_profile_id}/providers/google/data_controls", parameters: ["user_profile_id": userProfileID], operation: "user_profiles.providers.google.data_controls.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "user-profiles-2026-09-04,google-managed-data-controls-2026-09-01"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaGoogleManagedDataControls.self).value
        }
    }
}
