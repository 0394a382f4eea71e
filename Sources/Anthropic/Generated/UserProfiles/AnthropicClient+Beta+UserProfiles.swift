// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `userProfiles` operations.
    public var userProfiles: AnthropicClient.Beta.UserProfiles { AnthropicClient.Beta.UserProfiles(core: core) }

    /// The `userProfiles` resource.
    public nonisolated struct UserProfiles: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `providers` operations.
        public var providers: AnthropicClient.Beta.UserProfiles.Providers { AnthropicClient.Beta.UserProfiles.Providers(core: core) }

        /// Create User Profile
        ///
        /// - HTTP: `POST /v1/user_profiles?beta=true`
        /// - Operation: `BetaCreateUserProfile`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicAgents.BetaCreateUserProfileRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaUserProfile {
            var request = RequestComponents(method: "POST", path: "/v1/user_profiles", operation: "BetaCreateUserProfile")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "user-profiles-2026-08-18"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaUserProfile.self).value
        }

        /// Get User Profile
        ///
        /// - HTTP: `GET /v1/user_profiles/{user_profile_id}?beta=true`
        /// - Operation: `BetaGetUserProfile`
        /// - Parameters:
        ///   - userProfileID: Path parameter user_profile_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(userProfileID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaUserProfile {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/user_profiles/{user_profile_id}", parameters: ["user_profile_id": userProfileID], operation: "BetaGetUserProfile")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "user-profiles-2026-08-18"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaUserProfile.self).value
        }

        /// Update User Profile
        ///
        /// - HTTP: `POST /v1/user_profiles/{user_profile_id}?beta=true`
        /// - Operation: `BetaUpdateUserProfile`
        /// - Parameters:
        ///   - userProfileID: Path parameter user_profile_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func update(userProfileID: String, _ body: AnthropicAgents.BetaUpdateUserProfileRequestBody, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaUserProfile {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/user_profiles/{user_profile_id}", parameters: ["user_profile_id": userProfileID], operation: "BetaUpdateUserProfile")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "user-profiles-2026-08-18"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaUserProfile.self).value
        }

        /// List User Profiles
        ///
        /// - HTTP: `GET /v1/user_profiles?beta=true`
        /// - Operation: `BetaListUserProfiles`
        /// - Parameters:
        ///   - limit: Query parameter for limit
        ///   - page: Query parameter for page
        ///   - order: Query parameter for order
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        ///   - orderBy: The field to sort user profiles by, in the direction that `order` sets. Defaults
        public func list(limit: Int? = nil, page: String? = nil, order: AnthropicAgents.BetaUserProfileListOrder? = nil, anthropicWorkspaceID: String? = nil, orderBy: AnthropicAgents.BetaListUserProfilesOrderBy? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaListUserProfilesResponse {
            var request = RequestComponents(method: "GET", path: "/v1/user_profiles", operation: "BetaListUserProfiles")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "user-profiles-2026-08-18"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("order", order)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.query.append("order_by", orderBy)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaListUserProfilesResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/user_profiles?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, order: AnthropicAgents.BetaUserProfileListOrder? = nil, anthropicWorkspaceID: String? = nil, orderBy: AnthropicAgents.BetaListUserProfilesOrderBy? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaListUserProfilesResponse, AnthropicAgents.BetaUserProfile> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, order: order, anthropicWorkspaceID: anthropicWorkspaceID, orderBy: orderBy, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete a user profile, for example when the end customer closes their account.
        ///
        /// Stop sending the profile's ID first. See the
        /// [User profiles guide](https://platform.claude.com/docs/en/manage-claude/user-profiles#delete-a-profile)
        /// for what happens after a delete.
        ///
        /// - HTTP: `DELETE /v1/user_profiles/{user_profile_id}?beta=true`
        /// - Operation: `beta.user_profiles.delete`
        /// - Parameters:
        ///   - userProfileID: The ID of the user profile to delete (`uprof_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(userProfileID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.DeletedUserProfile {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/user_profiles/{user_profile_id}", parameters: ["user_profile_id": userProfileID], operation: "beta.user_profiles.delete")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "user-profiles-2026-08-18"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.DeletedUserProfile.self).value
        }

        /// Create a link that sends the profile's end customer to the Verification Portal.
        ///
        /// See
        /// [Send an end customer a link to the Verification Portal](https://platform.claude.com/docs/en/manage-claude/user-profiles-verification-portal)
        /// for when to create the link and what the end customer sees.
        ///
        /// - HTTP: `POST /v1/user_profiles/{user_profile_id}/action_urls?beta=true`
        /// - Operation: `beta.user_profiles.action_urls.create`
        /// - Parameters:
        ///   - userProfileID: The ID of the user profile the action is for (`uprof_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func actionURLs(userProfileID: String, _ body: AnthropicAgents.UserProfilesActionUrlsCreateRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.UserProfileActionURL {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/user_profiles/{user_profile_id}/action_urls", parameters: ["user_profile_id": userProfileID], operation: "beta.user_profiles.action_urls.create")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "user-profiles-2026-08-18"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.UserProfileActionURL.self).value
        }

        /// Create Enrollment URL
        ///
        /// - HTTP: `POST /v1/user_profiles/{user_profile_id}/enrollment_url?beta=true`
        /// - Operation: `BetaCreateEnrollmentUrl`
        /// - Parameters:
        ///   - userProfileID: Path parameter user_profile_id
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func enrollmentURL(userProfileID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaEnrollmentUrl {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/user_profiles/{user_profile_id}/enrollment_url", parameters: ["user_profile_id": userProfileID], operation: "BetaCreateEnrollmentUrl")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "user-profiles-2026-08-18"
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaEnrollmentUrl.self).value
        }
    }
}
