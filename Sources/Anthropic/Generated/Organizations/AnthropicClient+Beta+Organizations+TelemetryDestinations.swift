// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `telemetryDestinations` resource.
    public nonisolated struct TelemetryDestinations: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `workspaces` operations.
        public var workspaces: AnthropicClient.Beta.Organizations.TelemetryDestinations.Workspaces { AnthropicClient.Beta.Organizations.TelemetryDestinations.Workspaces(core: core) }

        /// Register an OpenTelemetry destination for the organization.
        ///
        /// The destination starts in state `enabled`. An organization can have at most 10
        /// destinations, including disabled ones.
        ///
        /// See the
        /// [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#add-a-destination)
        /// to learn more about adding a destination.
        ///
        /// - HTTP: `POST /v1/organizations/telemetry_destinations?beta=true`
        /// - Operation: `organization.telemetry_destinations.create`
        public func create(_ body: AnthropicAdmin.OrganizationTelemetryDestinationsCreateRequest, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaTelemetryDestination {
            var request = RequestComponents(method: "POST", path: "/v1/organizations/telemetry_destinations", operation: "organization.telemetry_destinations.create")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "telemetry-destinations-2026-08-11"
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaTelemetryDestination.self).value
        }

        /// Read a destination's configuration, state, and most recent delivery results.
        ///
        /// See the
        /// [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#delivery-and-health)
        /// to learn how the API delivers spans and when it disables a destination.
        ///
        /// - HTTP: `GET /v1/organizations/telemetry_destinations/{destination_id}?beta=true`
        /// - Operation: `organization.telemetry_destinations.retrieve`
        /// - Parameters:
        ///   - destinationID: ID of the destination (`tdst_...`).
        public func retrieve(destinationID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaTelemetryDestination {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/organizations/telemetry_destinations/{destination_id}", parameters: ["destination_id": destinationID], operation: "organization.telemetry_destinations.retrieve")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "telemetry-destinations-2026-08-11"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaTelemetryDestination.self).value
        }

        /// Change a telemetry destination's settings, its state, or which workspaces it
        /// covers.
        ///
        /// Send at least one field. Omitted fields keep their stored values, except the
        /// registered headers, which a change of the endpoint's hostname or port removes.
        /// Only `display_name`, `traces`, `traces.endpoint_url`, `traces.content_mode`,
        /// `traces.max_content_bytes`, and individual `headers` values accept `null`.
        ///
        /// If another request changes the destination while the update runs, the API
        /// returns a 409 `conflict_error`. Read the destination again, then retry the
        /// update.
        ///
        /// See the
        /// [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#delivery-and-health)
        /// to learn more about changing a destination.
        ///
        /// - HTTP: `POST /v1/organizations/telemetry_destinations/{destination_id}?beta=true`
        /// - Operation: `organization.telemetry_destinations.update`
        /// - Parameters:
        ///   - destinationID: ID of the destination (`tdst_...`).
        public func update(destinationID: String, _ body: AnthropicAdmin.OrganizationTelemetryDestinationsUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaTelemetryDestination {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/telemetry_destinations/{destination_id}", parameters: ["destination_id": destinationID], operation: "organization.telemetry_destinations.update")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "telemetry-destinations-2026-08-11"
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaTelemetryDestination.self).value
        }

        /// List the organization's destinations, newest first, optionally only those that
        /// cover given workspaces.
        ///
        /// See the
        /// [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#set-up-api-tracing)
        /// to learn more about destinations.
        ///
        /// - HTTP: `GET /v1/organizations/telemetry_destinations?beta=true`
        /// - Operation: `organization.telemetry_destinations.list`
        /// - Parameters:
        ///   - limit: Number of destinations to return per page, between 1 and 1,000. Defaults to 20.
        ///   - page: Opaque cursor from a previous response's `next_page`. Leave it out to get the
        ///   - workspaceIDs: Return only the destinations that cover at least one of these workspaces
        public func list(limit: Int? = nil, page: String? = nil, workspaceIDs: [String]? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.OrganizationTelemetryDestinationsListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/organizations/telemetry_destinations", operation: "organization.telemetry_destinations.list")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "telemetry-destinations-2026-08-11"
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.query.append("workspace_ids[]", workspaceIDs, style: .bracketed)
            return try await core.send(request, options: options, as: AnthropicAdmin.OrganizationTelemetryDestinationsListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/organizations/telemetry_destinations?beta=true` (repeated)
        public func list(limit: Int? = nil, page: String? = nil, workspaceIDs: [String]? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicAdmin.OrganizationTelemetryDestinationsListResponse, AnthropicAdmin.BetaTelemetryDestination> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(limit: limit, page: cursor, workspaceIDs: workspaceIDs, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete a destination and its workspace list.
        ///
        /// The API stops sending spans to the destination. The spans of the workspaces it
        /// covered still go to the other destinations that cover them. A deleted
        /// destination can't be read, listed, or restored.
        ///
        /// See the
        /// [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#delivery-and-health)
        /// to learn more about managing a destination.
        ///
        /// - HTTP: `DELETE /v1/organizations/telemetry_destinations/{destination_id}?beta=true`
        /// - Operation: `organization.telemetry_destinations.delete`
        /// - Parameters:
        ///   - destinationID: ID of the destination (`tdst_...`).
        public func delete(destinationID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaDeletedTelemetryDestination {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/organizations/telemetry_destinations/{destination_id}", parameters: ["destination_id": destinationID], operation: "organization.telemetry_destinations.delete")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "telemetry-destinations-2026-08-11"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaDeletedTelemetryDestination.self).value
        }

        /// Send one test span, named `anthropic.test`, to the destination with its
        /// registered headers, once and without retries, and report the destination's
        /// answer. The response is 200 whether or not the destination answered with a 2xx
        /// status: its `result` has the type `success`, or the type `failure` and the
        /// reason in `error`. The destination's configuration, `state` and
        /// `delivery_health` do not change. A disabled destination can be tested too. Wait
        /// 10 seconds between tests of one destination; a request that comes sooner may be
        /// answered with status 429.
        ///
        /// - HTTP: `POST /v1/organizations/telemetry_destinations/{destination_id}/test?beta=true`
        /// - Operation: `organization.telemetry_destinations.test`
        /// - Parameters:
        ///   - destinationID: ID of the destination to test (starts with `tdst_`).
        public func test(destinationID: String, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaTelemetryDestinationTestResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/organizations/telemetry_destinations/{destination_id}/test", parameters: ["destination_id": destinationID], operation: "organization.telemetry_destinations.test")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "telemetry-destinations-2026-08-11"
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaTelemetryDestinationTestResponse.self).value
        }
    }
}
