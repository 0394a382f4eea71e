// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `invites` resource.
    public nonisolated struct Invites: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create invite
        ///
        /// Create an invite for a user to the organization. The invite must be accepted by the user before they have access to the organization.
        ///
        /// - HTTP: `POST /organization/invites`
        /// - Operation: `inviteUser`
        public func create(_ body: OpenAIAdmin.InviteRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Invite {
            var request = RequestComponents(method: "POST", path: "/organization/invites", operation: "inviteUser")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.Invite.self).value
        }

        /// Retrieve invite
        ///
        /// Retrieves an invite.
        ///
        /// - HTTP: `GET /organization/invites/{invite_id}`
        /// - Operation: `retrieve-invite`
        /// - Parameters:
        ///   - inviteID: The ID of the invite to retrieve.
        public func retrieve(inviteID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Invite {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/invites/{invite_id}", parameters: ["invite_id": inviteID], operation: "retrieve-invite")
            return try await core.send(request, options: options, as: OpenAIAdmin.Invite.self).value
        }

        /// List invites
        ///
        /// Returns a list of invites in the organization.
        ///
        /// - HTTP: `GET /organization/invites`
        /// - Operation: `list-invites`
        /// - Parameters:
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        public func list(limit: Int? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.InviteListResponse {
            var request = RequestComponents(method: "GET", path: "/organization/invites", operation: "list-invites")
            request.query.append("limit", limit)
            request.query.append("after", after)
            return try await core.send(request, options: options, as: OpenAIAdmin.InviteListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/invites` (repeated)
        public func list(limit: Int? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.InviteListResponse, OpenAIAdmin.Invite> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, after: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete invite
        ///
        /// Delete an invite. If the invite has already been accepted, it cannot be deleted.
        ///
        /// - HTTP: `DELETE /organization/invites/{invite_id}`
        /// - Operation: `delete-invite`
        /// - Parameters:
        ///   - inviteID: The ID of the invite to delete.
        public func delete(inviteID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.InviteDeleteResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/invites/{invite_id}", parameters: ["invite_id": inviteID], operation: "delete-invite")
            return try await core.send(request, options: options, as: OpenAIAdmin.InviteDeleteResponse.self).value
        }
    }
}
