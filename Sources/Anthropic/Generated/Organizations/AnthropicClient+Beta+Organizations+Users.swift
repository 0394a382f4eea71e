// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `users` resource.
    public nonisolated struct Users: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve a member of the organization by user ID.
        ///
        /// - HTTP: `GET /v1/organizations/users/{user_id}?beta=true`
        /// - Operation: `beta.organization.users.retrieve`
        /// - Parameters:
        ///   - userID: ID of the User.
        public func retrieve(userID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationUser {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/users/{user_id}", parameters: ["user_id": userID], operation: "beta.organization.users.retrieve")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationUser.self).value
        }

        /// Update a member's organization role.
        ///
        /// - HTTP: `POST /v1/organizations/users/{user_id}?beta=true`
        /// - Operation: `beta.organization.users.update`
        /// - Parameters:
        ///   - userID: ID of the User.
        public func update(userID: String, _ body: AnthropicAdmin.OrganizationUsersUpdateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationUser {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/users/{user_id}", parameters: ["user_id": userID], operation: "beta.organization.users.update")
            request.query.append("beta", "true")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationUser.self).value
        }

        /// List the organization's members.
        ///
        /// - HTTP: `GET /v1/organizations/users?beta=true`
        /// - Operation: `beta.organization.users.list`
        /// - Parameters:
        ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - email: Filter by user email.
        ///   - limit: Number of items to return per page.
        ///   - roles: Filter to items whose `role` equals one of the supplied values. Repeatable;
        public func list(afterID: String? = nil, beforeID: String? = nil, email: String? = nil, limit: Int? = nil, roles: [String]? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationUsersListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/users", operation: "beta.organization.users.list")
            request.query.append("beta", "true")
            request.query.append("after_id", afterID)
            request.query.append("before_id", beforeID)
            request.query.append("email", email)
            request.query.append("limit", limit)
            request.query.append("roles[]", roles, style: .bracketed)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationUsersListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `afterID` when given.
        ///
        /// - HTTP: `GET /v1/organizations/users?beta=true` (repeated)
        public func list(afterID: String? = nil, beforeID: String? = nil, email: String? = nil, limit: Int? = nil, roles: [String]? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationUsersListResponse, AnthropicAdmin.OrganizationUser> {
            PageSequence(startingAt: afterID, fetchPage: { cursor in
                try await self.list(afterID: cursor, beforeID: beforeID, email: email, limit: limit, roles: roles, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Remove a member from the organization.
        ///
        /// - HTTP: `DELETE /v1/organizations/users/{user_id}?beta=true`
        /// - Operation: `beta.organization.users.remove`
        /// - Parameters:
        ///   - userID: ID of the User.
        public func delete(userID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationUserRemoveResponseUserRemoveResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/users/{user_id}", parameters: ["user_id": userID], operation: "beta.organization.users.remove")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationUserRemoveResponseUserRemoveResponse.self).value
        }

        /// Sign a member out of Claude everywhere, without removing them from the
        /// organization. This ends their sign-in sessions and removes their trusted devices
        /// wherever they use Claude, including other organizations and individual plans. It
        /// also ends the OAuth tokens issued to them for this organization, so apps such as
        /// Claude Code must sign in again.
        ///
        /// A token can take up to an hour to stop working, though it almost always stops at
        /// once. The member keeps their role and can sign in again right away. To keep them
        /// out, remove them from the organization or, if your organization uses single
        /// sign-on, block them in your identity provider. Signing out does not end API
        /// keys, OAuth tokens that were not issued for this organization, or the member's
        /// Claude Code cloud sessions and routines.
        ///
        /// You cannot sign out the organization's primary owner or the person your API key
        /// or token acts for, and a request to sign out another owner, a member with owner
        /// permissions, or a membership admin may be refused. A refused request returns a
        /// `400` or `403` error that says why. If the request returns `503`, send it again
        /// to finish; anything already ended stays ended.
        ///
        /// Every request must include the beta header
        /// `anthropic-beta: admin-user-sign-out-2026-10-08`. A request without it returns
        /// `400`. Sign-out is in beta for Claude Enterprise organizations. In an
        /// organization where it is not enabled, a request returns `400` with `error_code`
        /// `organization_not_enrolled_in_beta`. In a Claude Enterprise organization, an API
        /// key needs the `write:members` scope; a key without it gets `403`.
        ///
        /// - HTTP: `POST /v1/organizations/users/{user_id}/sign_out?beta=true`
        /// - Operation: `organization.users.sign_out`
        /// - Parameters:
        ///   - userID: ID of the User.
        public func signOut(userID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationUser {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/users/{user_id}/sign_out", parameters: ["user_id": userID], operation: "organization.users.sign_out")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "admin-user-sign-out-2026-10-08"
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationUser.self).value
        }
    }
}
