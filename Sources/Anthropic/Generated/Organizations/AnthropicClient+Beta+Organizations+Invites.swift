// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `invites` resource.
    public nonisolated struct Invites: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Invite a user to join the organization by email.
        ///
        /// On plans that draw members from a finite pool of purchased seats, the invite
        /// automatically consumes a seat from the lowest tier with availability; there is
        /// no seat-tier parameter. When no seat is free the request fails with a 400 error
        /// rather than purchasing a seat.
        ///
        /// - HTTP: `POST /v1/organizations/invites?beta=true`
        /// - Operation: `beta.organization.invites.create`
        public func create(_ body: AnthropicAdmin.OrganizationInvitesCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationInvite {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/invites", operation: "beta.organization.invites.create")
            request.query.append("beta", "true")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationInvite.self).value
        }

        /// Retrieve an invite by ID.
        ///
        /// - HTTP: `GET /v1/organizations/invites/{invite_id}?beta=true`
        /// - Operation: `beta.organization.invites.retrieve`
        /// - Parameters:
        ///   - inviteID: ID of the Invite.
        public func retrieve(inviteID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationInvite {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/invites/{invite_id}", parameters: ["invite_id": inviteID], operation: "beta.organization.invites.retrieve")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationInvite.self).value
        }

        /// List the organization's invites.
        ///
        /// - HTTP: `GET /v1/organizations/invites?beta=true`
        /// - Operation: `beta.organization.invites.list`
        /// - Parameters:
        ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the
        ///   - email: Filter by the email address the Invite was sent to. Matches the same way as the
        ///   - limit: Number of items to return per page.
        ///   - roles: Filter to items whose `role` equals one of the supplied values. Repeatable;
        ///   - statuses: Filter by Invite status. Repeatable; values are OR'ed together. Omit to return
        public func list(afterID: String? = nil, beforeID: String? = nil, email: String? = nil, limit: Int? = nil, roles: [String]? = nil, statuses: [AnthropicAdmin.OrganizationInvitesListStatus]? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationInvitesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/invites", operation: "beta.organization.invites.list")
            request.query.append("beta", "true")
            request.query.append("after_id", afterID)
            request.query.append("before_id", beforeID)
            request.query.append("email", email)
            request.query.append("limit", limit)
            request.query.append("roles[]", roles, style: .bracketed)
            request.query.append("statuses[]", statuses, style: .bracketed)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationInvitesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `afterID` when given.
        ///
        /// - HTTP: `GET /v1/organizations/invites?beta=true` (repeated)
        public func list(afterID: String? = nil, beforeID: String? = nil, email: String? = nil, limit: Int? = nil, roles: [String]? = nil, statuses: [AnthropicAdmin.OrganizationInvitesListStatus]? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationInvitesListResponse, AnthropicAdmin.OrganizationInvite> {
            PageSequence(startingAt: afterID, fetchPage: { cursor in
                try await self.list(afterID: cursor, beforeID: beforeID, email: email, limit: limit, roles: roles, statuses: statuses, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore ?? false else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete a pending invite.
        ///
        /// - HTTP: `DELETE /v1/organizations/invites/{invite_id}?beta=true`
        /// - Operation: `beta.organization.invites.delete`
        /// - Parameters:
        ///   - inviteID: ID of the Invite.
        public func delete(inviteID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationInviteDeleteResponseInviteDeleteResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/invites/{invite_id}", parameters: ["invite_id": inviteID], operation: "beta.organization.invites.delete")
            request.query.append("beta", "true")
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationInviteDeleteResponseInviteDeleteResponse.self).value
        }
    }
}
