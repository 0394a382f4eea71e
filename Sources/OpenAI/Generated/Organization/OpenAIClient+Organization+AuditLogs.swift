// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `auditLogs` resource.
    public nonisolated struct AuditLogs: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List audit logs
        ///
        /// List user actions and configuration changes within this organization.
        ///
        /// - HTTP: `GET /organization/audit_logs`
        /// - Operation: `list-audit-logs`
        /// - Parameters:
        ///   - effectiveAt: Return only events whose `effective_at` (Unix seconds) is in this range.
        ///   - projectIDs: Return only events for these projects.
        ///   - eventTypes: Return only events with a `type` in one of these values. For example, `project.created`. For all options, see the documentation for the [audit log object](https://platform.openai.com/docs/api-reference/audit-logs/object).
        ///   - actorIDs: Return only events performed by these actors. Can be a user ID, a service account ID, or an api key tracking ID.
        ///   - actorEmails: Return only events performed by users with these emails.
        ///   - resourceIDs: Return only events performed on these targets. For example, a project ID updated. For ChatGPT connector role events, use the workspace connector resource ID shown in `details.id`, such as `<workspace_id>__<connector_id>`.
        ///   - tenantOnly: Return only tenant-scoped events associated with this organization. Required for tenant-scoped events such as `role.bound_to_resource` and `role.unbound_from_resource`. When `true`, all supplied event types must be tenant-scoped.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
        public func list(effectiveAt: OpenAIAdmin.ListAuditLogsEffectiveAt? = nil, projectIDs: [String]? = nil, eventTypes: [OpenAIAdmin.AuditLogEventType]? = nil, actorIDs: [String]? = nil, actorEmails: [String]? = nil, resourceIDs: [String]? = nil, tenantOnly: Bool? = nil, limit: Int? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ListAuditLogsResponse {
            var request = RequestComponents(method: "GET", path: "/organization/audit_logs", operation: "list-audit-logs")
            try request.query.appendDeepObject("effective_at", encoding: effectiveAt)
            request.query.append("project_ids[]", projectIDs, style: .bracketed)
            request.query.append("event_types[]", eventTypes, style: .bracketed)
            request.query.append("actor_ids[]", actorIDs, style: .bracketed)
            request.query.append("actor_emails[]", actorEmails, style: .bracketed)
            request.query.append("resource_ids[]", resourceIDs, style: .bracketed)
            request.query.append("tenant_only", tenantOnly)
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("before", before)
            return try await core.send(request, options: options, as: OpenAIAdmin.ListAuditLogsResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/audit_logs` (repeated)
        public func list(effectiveAt: OpenAIAdmin.ListAuditLogsEffectiveAt? = nil, projectIDs: [String]? = nil, eventTypes: [OpenAIAdmin.AuditLogEventType]? = nil, actorIDs: [String]? = nil, actorEmails: [String]? = nil, resourceIDs: [String]? = nil, tenantOnly: Bool? = nil, limit: Int? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.ListAuditLogsResponse, OpenAIAdmin.AuditLog> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(effectiveAt: effectiveAt, projectIDs: projectIDs, eventTypes: eventTypes, actorIDs: actorIDs, actorEmails: actorEmails, resourceIDs: resourceIDs, tenantOnly: tenantOnly, limit: limit, after: cursor, before: before, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }
    }
}
