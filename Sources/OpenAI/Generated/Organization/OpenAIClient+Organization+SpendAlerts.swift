// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `spendAlerts` resource.
    public nonisolated struct SpendAlerts: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create organization spend alert
        ///
        /// Creates an organization spend alert.
        ///
        /// - HTTP: `POST /organization/spend_alerts`
        /// - Operation: `create-organization-spend-alert`
        public func create(_ body: OpenAIAdmin.CreateSpendAlertBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationSpendAlert {
            var request = RequestComponents(method: "POST", path: "/organization/spend_alerts", operation: "create-organization-spend-alert")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationSpendAlert.self).value
        }

        /// Retrieve organization spend alert
        ///
        /// Retrieves an organization spend alert.
        ///
        /// - HTTP: `GET /organization/spend_alerts/{alert_id}`
        /// - Operation: `retrieve-organization-spend-alert`
        /// - Parameters:
        ///   - alertID: The ID of the spend alert to retrieve.
        public func retrieve(alertID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationSpendAlert {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/spend_alerts/{alert_id}", parameters: ["alert_id": alertID], operation: "retrieve-organization-spend-alert")
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationSpendAlert.self).value
        }

        /// Update organization spend alert
        ///
        /// Updates an organization spend alert.
        ///
        /// - HTTP: `POST /organization/spend_alerts/{alert_id}`
        /// - Operation: `update-organization-spend-alert`
        /// - Parameters:
        ///   - alertID: The ID of the spend alert to update.
        public func update(alertID: String, _ body: OpenAIAdmin.CreateSpendAlertBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationSpendAlert {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/spend_alerts/{alert_id}", parameters: ["alert_id": alertID], operation: "update-organization-spend-alert")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationSpendAlert.self).value
        }

        /// List organization spend alerts
        ///
        /// Lists organization spend alerts.
        ///
        /// - HTTP: `GET /organization/spend_alerts`
        /// - Operation: `list-organization-spend-alerts`
        /// - Parameters:
        ///   - limit: A limit on the number of spend alerts to return. Defaults to 20.
        ///   - order: Sort order for the returned spend alerts.
        ///   - after: Cursor for pagination. Provide the ID of the last spend alert from the previous response to fetch the next page.
        ///   - before: Cursor for pagination. Provide the ID of the first spend alert from the previous response to fetch the previous page.
        public func list(limit: Int? = nil, order: OpenAIAdmin.ListOrganizationSpendAlertsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationSpendAlertListResource {
            var request = RequestComponents(method: "GET", path: "/organization/spend_alerts", operation: "list-organization-spend-alerts")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("before", before)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationSpendAlertListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/spend_alerts` (repeated)
        public func list(limit: Int? = nil, order: OpenAIAdmin.ListOrganizationSpendAlertsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.OrganizationSpendAlertListResource, OpenAIAdmin.OrganizationSpendAlert> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, order: order, after: cursor, before: before, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete organization spend alert
        ///
        /// Deletes an organization spend alert.
        ///
        /// - HTTP: `DELETE /organization/spend_alerts/{alert_id}`
        /// - Operation: `delete-organization-spend-alert`
        /// - Parameters:
        ///   - alertID: The ID of the spend alert to delete.
        public func delete(alertID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationSpendAlertDeletedResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/spend_alerts/{alert_id}", parameters: ["alert_id": alertID], operation: "delete-organization-spend-alert")
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationSpendAlertDeletedResource.self).value
        }
    }
}
