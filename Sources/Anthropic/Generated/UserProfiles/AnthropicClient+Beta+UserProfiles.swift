// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

extension AnthropicClient.Beta {
    /// `userProfiles` operations.
    public var userProfiles: AnthropicClient.Beta.UserProfiles { AnthropicClient.Beta.UserProfiles(core: core) }

    /// The `userProfiles` resource.
    public struct UserProfiles: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create User Profile
        ///
        /// - HTTP: `POST /v1/user_profiles?beta=true`
        /// - Operation: `BetaCreateUserProfile`
        public func create(_ body: AnthropicAgents.BetaCreateUserProfileRequest, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaUserProfile {
            var request = RequestComponents(method: "POST", path: "/v1/user_profiles", operation: "BetaCreateUserProfile")
            request.query.append("beta", "true")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaUserProfile.self).value
        }

        /// Get User Profile
        ///
        /// - HTTP: `GET /v1/user_profiles/{user_profile_id}?beta=true`
        /// - Operation: `BetaGetUserProfile`
        /// - Parameters:
        ///   - userProfileID: Path parameter user_profile_id
        public func retrieve(userProfileID: String, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaUserProfile {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/user_profiles/{user_profile_id}", parameters: ["user_profile_id": userProfileID], operation: "BetaGetUserProfile")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAgents.BetaUserProfile.self).value
        }

        /// Update User Profile
        ///
        /// - HTTP: `POST /v1/user_profiles/{user_profile_id}?beta=true`
        /// - Operation: `BetaUpdateUserProfile`
        /// - Parameters:
        ///   - userProfileID: Path parameter user_profile_id
        public func update(userProfileID: String, _ body: AnthropicAgents.BetaUpdateUserProfileRequestBody, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaUserProfile {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/user_profiles/{user_profile_id}", parameters: ["user_profile_id": userProfileID], operation: "BetaUpdateUserProfile")
            request.query.append("beta", "true")
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
        public func list(limit: Int? = nil, page: String? = nil, order: AnthropicAgents.BetaUserProfileListOrder? = nil, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaListUserProfilesResponse {
            var request = RequestComponents(method: "GET", path: "/v1/user_profiles", operation: "BetaListUserProfiles")
            request.query.append("beta", "true")
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: AnthropicAgents.BetaListUserProfilesResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/user_profiles?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, order: AnthropicAgents.BetaUserProfileListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAgents.BetaListUserProfilesResponse, AnthropicAgents.BetaUserProfile> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Create Enrollment URL
        ///
        /// - HTTP: `POST /v1/user_profiles/{user_profile_id}/enrollment_url?beta=true`
        /// - Operation: `BetaCreateEnrollmentUrl`
        /// - Parameters:
        ///   - userProfileID: Path parameter user_profile_id
        public func enrollmentURL(userProfileID: String, options: RequestOptions = .init()) async throws -> AnthropicAgents.BetaEnrollmentUrl {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/user_profiles/{user_profile_id}/enrollment_url", parameters: ["user_profile_id": userProfileID], operation: "BetaCreateEnrollmentUrl")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAgents.BetaEnrollmentUrl.self).value
        }
    }
}
