// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Projects {
    /// The `spendAlerts` resource.
    public nonisolated struct SpendAlerts: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create project spend alert
        ///
        /// Creates a project spend alert.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/spend_alerts`
        /// - Operation: `create-project-spend-alert`
        /// - Parameters:
        ///   - projectID: The ID of the project to update.
        public func create(projectID: String, _ body: OpenAIAdmin.CreateSpendAlertBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectSpendAlert {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/spend_alerts", parameters: ["project_id": projectID], operation: "create-project-spend-alert")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectSpendAlert.self).value
        }

        /// Retrieve project spend alert
        ///
        /// Retrieves a project spend alert.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/spend_alerts/{alert_id}`
        /// - Operation: `retrieve-project-spend-alert`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - alertID: The ID of the spend alert to retrieve.
        public func retrieve(projectID: String, alertID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectSpendAlert {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/spend_alerts/{alert_id}", parameters: ["project_id": projectID, "alert_id": alertID], operation: "retrieve-project-spend-alert")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectSpendAlert.self).value
        }

        /// Update project spend alert
        ///
        /// Updates a project spend alert.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/spend_alerts/{alert_id}`
        /// - Operation: `update-project-spend-alert`
        /// - Parameters:
        ///   - projectID: The ID of the project to update.
        ///   - alertID: The ID of the spend alert to update.
        public func update(projectID: String, alertID: String, _ body: OpenAIAdmin.CreateSpendAlertBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectSpendAlert {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/spend_alerts/{alert_id}", parameters: ["project_id": projectID, "alert_id": alertID], operation: "update-project-spend-alert")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectSpendAlert.self).value
        }

        /// List project spend alerts
        ///
        /// Lists project spend alerts.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/spend_alerts`
        /// - Operation: `list-project-spend-alerts`
        /// - Parameters:
        ///   - projectID: The ID of the project to inspect.
        ///   - limit: A limit on the number of spend alerts to return. Defaults to 20.
        ///   - order: Sort order for the returned spend alerts.
        ///   - after: Cursor for pagination. Provide the ID of the last spend alert from the previous response to fetch the next page.
        ///   - before: Cursor for pagination. Provide the ID of the first spend alert from the previous response to fetch the previous page.
        public func list(projectID: String, limit: Int? = nil, order: OpenAIAdmin.ListProjectSpendAlertsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectSpendAlertListResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/spend_alerts", parameters: ["project_id": projectID], operation: "list-project-spend-alerts")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("before", before)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectSpendAlertListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/spend_alerts` (repeated)
        public func list(projectID: String, limit: Int? = nil, order: OpenAIAdmin.ListProjectSpendAlertsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.ProjectSpendAlertListResource, OpenAIAdmin.ProjectSpendAlert> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(projectID: projectID, limit: limit, order: order, after: cursor, before: before, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete project spend alert
        ///
        /// Deletes a project spend alert.
        ///
        /// - HTTP: `DELETE /organization/projects/{project_id}/spend_alerts/{alert_id}`
        /// - Operation: `delete-project-spend-alert`
        /// - Parameters:
        ///   - projectID: The ID of the project to update.
        ///   - alertID: The ID of the spend alert to delete.
        public func delete(projectID: String, alertID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectSpendAlertDeletedResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/spend_alerts/{alert_id}", parameters: ["project_id": projectID, "alert_id": alertID], operation: "delete-project-spend-alert")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectSpendAlertDeletedResource.self).value
        }
    }
}
