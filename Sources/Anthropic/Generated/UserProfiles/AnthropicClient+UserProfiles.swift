// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient {
    /// `userProfiles` operations.
    public var userProfiles: AnthropicClient.UserProfiles { AnthropicClient.UserProfiles(core: core) }

    /// The `userProfiles` resource.
    public nonisolated struct UserProfiles: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Register one of your end customers and get the ID to send on the requests you
        /// make for them.
        ///
        /// See the
        /// [User profiles guide](https://platform.claude.com/docs/en/manage-claude/user-profiles#create-a-profile-for-each-end-customer)
        /// for what to send.
        ///
        /// - HTTP: `POST /v1/user_profiles`
        /// - Operation: `user_profiles.create`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicAgents.UserProfilesCreateRequest? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.UserProfile {
            var request = RequestComponents(method: "POST", path: "/v1/user_profiles", operation: "user_profiles.create")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAgents.UserProfile.self).value
        }

        /// Get a user profile by ID to check the details stored for it.
        ///
        /// See the
        /// [User profiles guide](https://platform.claude.com/docs/en/manage-claude/user-profiles)
        /// for how to set up and manage profiles.
        ///
        /// - HTTP: `GET /v1/user_profiles/{user_profile_id}`
        /// - Operation: `user_profiles.retrieve`
        /// - Parameters:
        ///   - userProfileID: The ID of the user profile to get (`uprof_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(userProfileID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.UserProfile {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/user_profiles/{user_profile_id}", parameters: ["user_profile_id": userProfileID], operation: "user_profiles.retrieve")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.UserProfile.self).value
        }

        /// Change the details of a user profile, leaving the fields that you don't send as
        /// they are.
        ///
        /// See the
        /// [User profiles guide](https://platform.claude.com/docs/en/manage-claude/user-profiles#update-a-profile)
        /// for how each field is updated.
        ///
        /// - HTTP: `POST /v1/user_profiles/{user_profile_id}`
        /// - Operation: `user_profiles.update`
        /// - Parameters:
        ///   - userProfileID: The ID of the user profile to update (`uprof_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func update(userProfileID: String, _ body: AnthropicAgents.UserProfilesUpdateRequest? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.UserProfile {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/user_profiles/{user_profile_id}", parameters: ["user_profile_id": userProfileID], operation: "user_profiles.update")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAgents.UserProfile.self).value
        }

        /// List the user profiles in your organization, newest first by default.
        ///
        /// See the
        /// [User profiles guide](https://platform.claude.com/docs/en/manage-claude/user-profiles)
        /// for how to set up and manage profiles.
        ///
        /// - HTTP: `GET /v1/user_profiles`
        /// - Operation: `user_profiles.list`
        /// - Parameters:
        ///   - enforcementStatus: Return only the user profiles whose `enforcement_status` is one of these values:
        ///   - limit: The maximum number of user profiles to return, from 1 to 100. Defaults to 20.
        ///   - order: The sort direction, applied to the field that `order_by` selects. Defaults to
        ///   - orderBy: The field to sort user profiles by, in the direction that `order` sets. Defaults
        ///   - page: The cursor for the page to return, taken from `next_page` in a previous
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(enforcementStatus: [AnthropicAgents.UserProfileEnforcementStatus]? = nil, limit: Int? = nil, order: AnthropicAgents.UserProfilesListOrder? = nil, orderBy: AnthropicAgents.UserProfileListOrderBy? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.UserProfilesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/user_profiles", operation: "user_profiles.list")
            request.query.append("enforcement_status[]", enforcementStatus, style: .bracketed)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("order_by", orderBy)
            request.query.append("page", page)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.UserProfilesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/user_profiles` (repeated)
        public func list(enforcementStatus: [AnthropicAgents.UserProfileEnforcementStatus]? = nil, limit: Int? = nil, order: AnthropicAgents.UserProfilesListOrder? = nil, orderBy: AnthropicAgents.UserProfileListOrderBy? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.UserProfilesListResponse, AnthropicAgents.UserProfile> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(enforcementStatus: enforcementStatus, limit: limit, order: order, orderBy: orderBy, page: cursor, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
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
        /// - HTTP: `DELETE /v1/user_profiles/{user_profile_id}`
        /// - Operation: `user_profiles.delete`
        /// - Parameters:
        ///   - userProfileID: The ID of the user profile to delete (`uprof_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(userProfileID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.DeletedUserProfile {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/user_profiles/{user_profile_id}", parameters: ["user_profile_id": userProfileID], operation: "user_profiles.delete")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicAgents.DeletedUserProfile.self).value
        }

        /// Create a link that sends the profile's end customer to the Verification Portal.
        ///
        /// See
        /// [Send an end customer a link to the Verification Portal](https://platform.claude.com/docs/en/manage-claude/user-profiles-verification-portal)
        /// for when to create the link and what the end customer sees.
        ///
        /// - HTTP: `POST /v1/user_profiles/{user_profile_id}/action_urls`
        /// - Operation: `user_profiles.action_urls.create`
        /// - Parameters:
        ///   - userProfileID: The ID of the user profile the action is for (`uprof_...`).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func actionURLs(userProfileID: String, _ body: AnthropicAgents.UserProfilesActionUrlsCreateRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.UserProfileActionURL {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/user_profiles/{user_profile_id}/action_urls", parameters: ["user_profile_id": userProfileID], operation: "user_profiles.action_urls.create")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.UserProfileActionURL.self).value
        }
    }
}
