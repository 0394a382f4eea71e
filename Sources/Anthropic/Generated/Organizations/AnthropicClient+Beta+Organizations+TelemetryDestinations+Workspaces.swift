// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations.TelemetryDestinations {
    /// The `workspaces` resource.
    public nonisolated struct Workspaces: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Add one workspace to a destination's workspace list.
        ///
        /// Under `include` the workspace's spans start going to the destination. Under
        /// `exclude` they stop. A list holds at most 1,000 workspaces.
        ///
        /// Adding a workspace that is already on the list changes nothing and returns the
        /// existing entry. An archived workspace that isn't on the list yet can't be added.
        /// A destination whose `workspaces.type` is `all` doesn't have a list, so the API
        /// returns 400. To change which workspaces such a destination covers, update its
        /// `workspaces`.
        ///
        /// See the
        /// [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#choose-workspaces-for-a-destination)
        /// to learn more about choosing the workspaces of a destination.
        ///
        /// - HTTP: `POST /v1/organizations/telemetry_destinations/{destination_id}/workspaces/{workspace_id}?beta=true`
        /// - Operation: `organization.telemetry_destinations.workspaces.add`
        /// - Parameters:
        ///   - destinationID: ID of the destination (`tdst_...`).
        ///   - workspaceID: ID of the workspace to add (`wrkspc_...`).
        public func update(destinationID: String, workspaceID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaTelemetryDestinationWorkspace {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/telemetry_destinations/{destination_id}/workspaces/{workspace_id}", parameters: ["destination_id": destinationID, "workspace_id": workspaceID], operation: "organization.telemetry_destinations.workspaces.add")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "telemetry-destinations-2026-08-11"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaTelemetryDestinationWorkspace.self).value
        }

        /// List the workspaces on a destination's workspace list, newest entry first.
        ///
        /// A destination whose `workspaces.type` is `all` doesn't have a list, so its page
        /// is empty. The list includes archived workspaces.
        ///
        /// See the
        /// [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#choose-workspaces-for-a-destination)
        /// to learn more about choosing the workspaces of a destination.
        ///
        /// - HTTP: `GET /v1/organizations/telemetry_destinations/{destination_id}/workspaces?beta=true`
        /// - Operation: `organization.telemetry_destinations.workspaces.list`
        /// - Parameters:
        ///   - destinationID: ID of the destination (`tdst_...`).
        ///   - limit: Number of entries to return per page, between 1 and 1,000. Defaults to 20.
        ///   - page: Opaque cursor from a previous response's `next_page`. Leave it out to get the
        public func list(destinationID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationTelemetryDestinationsWorkspacesListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/telemetry_destinations/{destination_id}/workspaces", parameters: ["destination_id": destinationID], operation: "organization.telemetry_destinations.workspaces.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "telemetry-destinations-2026-08-11"
            request.query.append("limit", limit)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationTelemetryDestinationsWorkspacesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/telemetry_destinations/{destination_id}/workspaces?beta=true` (repeated)
        public func list(destinationID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationTelemetryDestinationsWorkspacesListResponse, AnthropicAdmin.BetaTelemetryDestinationWorkspace> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(destinationID: destinationID, limit: limit, page: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Remove one workspace from a destination's workspace list.
        ///
        /// Under `include` the workspace's spans stop going to the destination. Under
        /// `exclude` they start. An archived workspace can be removed too.
        ///
        /// The API returns 404 when the workspace isn't on the list. A destination whose
        /// `workspaces.type` is `all` doesn't have a list, so the API returns 400.
        ///
        /// See the
        /// [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#choose-workspaces-for-a-destination)
        /// to learn more about choosing the workspaces of a destination.
        ///
        /// - HTTP: `DELETE /v1/organizations/telemetry_destinations/{destination_id}/workspaces/{workspace_id}?beta=true`
        /// - Operation: `organization.telemetry_destinations.workspaces.remove`
        /// - Parameters:
        ///   - destinationID: ID of the destination (`tdst_...`).
        ///   - workspaceID: ID of the workspace to remove (`wrkspc_...`).
        public func delete(destinationID: String, workspaceID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaDeletedTelemetryDestinationWorkspace {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/telemetry_destinations/{destination_id}/workspaces/{workspace_id}", parameters: ["destination_id": destinationID, "workspace_id": workspaceID], operation: "organization.telemetry_destinations.workspaces.remove")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "telemetry-destinations-2026-08-11"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaDeletedTelemetryDestinationWorkspace.self).value
        }
    }
}
