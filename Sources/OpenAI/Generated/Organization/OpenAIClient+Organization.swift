// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIAdminShared
import _OpenAICore

extension OpenAIClient {
    /// `organization` operations.
    public var organization: OpenAIClient.Organization { OpenAIClient.Organization(core: core) }

    /// The `organization` resource.
    public struct Organization: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `adminApiKeys` operations.
        public var adminApiKeys: OpenAIClient.Organization.AdminApiKeys { OpenAIClient.Organization.AdminApiKeys(core: core) }

        /// `auditLogs` operations.
        public var auditLogs: OpenAIClient.Organization.AuditLogs { OpenAIClient.Organization.AuditLogs(core: core) }

        /// `certificates` operations.
        public var certificates: OpenAIClient.Organization.Certificates { OpenAIClient.Organization.Certificates(core: core) }

        /// `costs` operations.
        public var costs: OpenAIClient.Organization.Costs { OpenAIClient.Organization.Costs(core: core) }

        /// `dataRetention` operations.
        public var dataRetention: OpenAIClient.Organization.DataRetention { OpenAIClient.Organization.DataRetention(core: core) }

        /// `groups` operations.
        public var groups: OpenAIClient.Organization.Groups { OpenAIClient.Organization.Groups(core: core) }

        /// `invites` operations.
        public var invites: OpenAIClient.Organization.Invites { OpenAIClient.Organization.Invites(core: core) }

        /// `projects` operations.
        public var projects: OpenAIClient.Organization.Projects { OpenAIClient.Organization.Projects(core: core) }

        /// `roles` operations.
        public var roles: OpenAIClient.Organization.Roles { OpenAIClient.Organization.Roles(core: core) }

        /// `spendAlerts` operations.
        public var spendAlerts: OpenAIClient.Organization.SpendAlerts { OpenAIClient.Organization.SpendAlerts(core: core) }

        /// `spendLimit` operations.
        public var spendLimit: OpenAIClient.Organization.SpendLimit { OpenAIClient.Organization.SpendLimit(core: core) }

        /// `usage` operations.
        public var usage: OpenAIClient.Organization.Usage { OpenAIClient.Organization.Usage(core: core) }

        /// `users` operations.
        public var users: OpenAIClient.Organization.Users { OpenAIClient.Organization.Users(core: core) }

        /// The `adminApiKeys` resource.
        public struct AdminApiKeys: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Create an organization admin API key
            ///
            /// Create a new admin-level API key for the organization.
            ///
            /// - HTTP: `POST /organization/admin_api_keys`
            /// - Operation: `admin-api-keys-create`
            public func create(_ body: _OpenAIOrganization.AdminApiKeysCreateRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.AdminApiKeyCreateResponse {
                var request = RequestComponents(method: "POST", path: "/organization/admin_api_keys")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.AdminApiKeyCreateResponse.self).value
            }

            /// Retrieve a single organization API key
            ///
            /// Get details for a specific organization API key by its ID.
            ///
            /// - HTTP: `GET /organization/admin_api_keys/{key_id}`
            /// - Operation: `admin-api-keys-get`
            public func retrieve(keyID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.AdminApiKey {
                let request = try RequestComponents(method: "GET", pathTemplate: "/organization/admin_api_keys/{key_id}", parameters: ["key_id": keyID])
                return try await core.send(request, options: options, as: _OpenAIOrganization.AdminApiKey.self).value
            }

            /// List organization API keys
            ///
            /// Retrieve a paginated list of organization admin API keys.
            ///
            /// - HTTP: `GET /organization/admin_api_keys`
            /// - Operation: `admin-api-keys-list`
            public func list(after: String? = nil, order: _OpenAIOrganization.AdminApiKeysListOrder? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ApiKeyList {
                var request = RequestComponents(method: "GET", path: "/organization/admin_api_keys")
                request.query.append("after", after)
                request.query.append("order", order)
                request.query.append("limit", limit)
                return try await core.send(request, options: options, as: _OpenAIOrganization.ApiKeyList.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /organization/admin_api_keys` (repeated)
            public func list(after: String? = nil, order: _OpenAIOrganization.AdminApiKeysListOrder? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.ApiKeyList, _OpenAIOrganization.AdminApiKey> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(after: cursor, order: order, limit: limit, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID ?? page.data.last?.id
                })
            }

            /// Delete an organization admin API key
            ///
            /// Delete the specified admin API key.
            ///
            /// - HTTP: `DELETE /organization/admin_api_keys/{key_id}`
            /// - Operation: `admin-api-keys-delete`
            public func delete(keyID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.AdminApiKeysDeleteResponse {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/admin_api_keys/{key_id}", parameters: ["key_id": keyID])
                return try await core.send(request, options: options, as: _OpenAIOrganization.AdminApiKeysDeleteResponse.self).value
            }
        }

        /// The `auditLogs` resource.
        public struct AuditLogs: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// List user actions and configuration changes within this organization.
            ///
            /// - HTTP: `GET /organization/audit_logs`
            /// - Operation: `list-audit-logs`
            /// - Parameters:
            ///   - effectiveAt: Return only events whose `effective_at` (Unix seconds) is in this range.
            ///   - projectIDs: Return only events for these projects.
            ///   - eventTypes: Return only events with a `type` in one of these values. For example, `project.created`. For all options, see the documentation for the [audit log object](/docs/api-reference/audit-logs/object).
            ///   - actorIDs: Return only events performed by these actors. Can be a user ID, a service account ID, or an api key tracking ID.
            ///   - actorEmails: Return only events performed by users with these emails.
            ///   - resourceIDs: Return only events performed on these targets. For example, a project ID updated. For ChatGPT connector role events, use the workspace connector resource ID shown in `details.id`, such as `<workspace_id>__<connector_id>`.
            ///   - tenantOnly: Return only tenant-scoped events associated with this organization. Required for tenant-scoped events such as `role.bound_to_resource` and `role.unbound_from_resource`. When `true`, all supplied event types must be tenant-scoped.
            ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
            ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
            ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
            public func list(effectiveAt: _OpenAIOrganization.ListAuditLogsEffectiveAt? = nil, projectIDs: [String]? = nil, eventTypes: [_OpenAIOrganization.AuditLogEventType]? = nil, actorIDs: [String]? = nil, actorEmails: [String]? = nil, resourceIDs: [String]? = nil, tenantOnly: Bool? = nil, limit: Int? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ListAuditLogsResponse {
                var request = RequestComponents(method: "GET", path: "/organization/audit_logs")
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
                return try await core.send(request, options: options, as: _OpenAIOrganization.ListAuditLogsResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /organization/audit_logs` (repeated)
            public func list(effectiveAt: _OpenAIOrganization.ListAuditLogsEffectiveAt? = nil, projectIDs: [String]? = nil, eventTypes: [_OpenAIOrganization.AuditLogEventType]? = nil, actorIDs: [String]? = nil, actorEmails: [String]? = nil, resourceIDs: [String]? = nil, tenantOnly: Bool? = nil, limit: Int? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.ListAuditLogsResponse, _OpenAIOrganization.AuditLog> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(effectiveAt: effectiveAt, projectIDs: projectIDs, eventTypes: eventTypes, actorIDs: actorIDs, actorEmails: actorEmails, resourceIDs: resourceIDs, tenantOnly: tenantOnly, limit: limit, after: cursor, before: before, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID ?? page.data.last?.id
                })
            }
        }

        /// The `certificates` resource.
        public struct Certificates: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Upload a certificate to the organization. This does **not** automatically activate the certificate.
            ///
            /// Organizations can upload up to 50 certificates.
            ///
            /// - HTTP: `POST /organization/certificates`
            /// - Operation: `uploadCertificate`
            public func create(_ body: _OpenAIOrganization.UploadCertificateRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.Certificate {
                var request = RequestComponents(method: "POST", path: "/organization/certificates")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.Certificate.self).value
            }

            /// Get a certificate that has been uploaded to the organization.
            ///
            /// You can get a certificate regardless of whether it is active or not.
            ///
            /// - HTTP: `GET /organization/certificates/{certificate_id}`
            /// - Operation: `getCertificate`
            /// - Parameters:
            ///   - certificateID: Unique ID of the certificate to retrieve.
            ///   - include: A list of additional fields to include in the response. Currently the only supported value is `content` to fetch the PEM content of the certificate.
            public func retrieve(certificateID: String, include: [_OpenAIOrganization.GetCertificateIncludeItem]? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.Certificate {
                var request = try RequestComponents(method: "GET", pathTemplate: "/organization/certificates/{certificate_id}", parameters: ["certificate_id": certificateID])
                request.query.append("include", include, style: .bracketed)
                return try await core.send(request, options: options, as: _OpenAIOrganization.Certificate.self).value
            }

            /// Modify a certificate. Note that only the name can be modified.
            ///
            /// - HTTP: `POST /organization/certificates/{certificate_id}`
            /// - Operation: `modifyCertificate`
            /// - Parameters:
            ///   - certificateID: Unique ID of the certificate to modify.
            public func update(certificateID: String, _ body: _OpenAIOrganization.ModifyCertificateRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.Certificate {
                var request = try RequestComponents(method: "POST", pathTemplate: "/organization/certificates/{certificate_id}", parameters: ["certificate_id": certificateID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.Certificate.self).value
            }

            /// List uploaded certificates for this organization.
            ///
            /// - HTTP: `GET /organization/certificates`
            /// - Operation: `listOrganizationCertificates`
            /// - Parameters:
            ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
            ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
            ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
            public func list(limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListOrganizationCertificatesOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ListCertificatesResponse {
                var request = RequestComponents(method: "GET", path: "/organization/certificates")
                request.query.append("limit", limit)
                request.query.append("after", after)
                request.query.append("order", order)
                return try await core.send(request, options: options, as: _OpenAIOrganization.ListCertificatesResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /organization/certificates` (repeated)
            public func list(limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListOrganizationCertificatesOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.ListCertificatesResponse, _OpenAIOrganization.OrganizationCertificate> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(limit: limit, after: cursor, order: order, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID ?? page.data.last?.id
                })
            }

            /// Delete a certificate from the organization.
            ///
            /// The certificate must be inactive for the organization and all projects.
            ///
            /// - HTTP: `DELETE /organization/certificates/{certificate_id}`
            /// - Operation: `deleteCertificate`
            /// - Parameters:
            ///   - certificateID: Unique ID of the certificate to delete.
            public func delete(certificateID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.DeleteCertificateResponse {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/certificates/{certificate_id}", parameters: ["certificate_id": certificateID])
                return try await core.send(request, options: options, as: _OpenAIOrganization.DeleteCertificateResponse.self).value
            }

            /// Activate certificates at the organization level.
            ///
            /// You can atomically and idempotently activate up to 10 certificates at a time.
            ///
            /// - HTTP: `POST /organization/certificates/activate`
            /// - Operation: `activateOrganizationCertificates`
            public func activate(_ body: _OpenAIOrganization.ToggleCertificatesRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationCertificateActivationResponse {
                var request = RequestComponents(method: "POST", path: "/organization/certificates/activate")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationCertificateActivationResponse.self).value
            }

            /// Deactivate certificates at the organization level.
            ///
            /// You can atomically and idempotently deactivate up to 10 certificates at a time.
            ///
            /// - HTTP: `POST /organization/certificates/deactivate`
            /// - Operation: `deactivateOrganizationCertificates`
            public func deactivate(_ body: _OpenAIOrganization.ToggleCertificatesRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationCertificateDeactivationResponse {
                var request = RequestComponents(method: "POST", path: "/organization/certificates/deactivate")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationCertificateDeactivationResponse.self).value
            }
        }

        /// The `costs` resource.
        public struct Costs: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Get costs details for the organization.
            ///
            /// - HTTP: `GET /organization/costs`
            /// - Operation: `usage-costs`
            /// - Parameters:
            ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
            ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
            ///   - bucketWidth: Width of each time bucket in response. Currently only `1d` is supported, default to `1d`.
            ///   - projectIDs: Return only costs for these projects.
            ///   - apiKeyIDs: Return only costs for these API keys.
            ///   - groupBy: Group the costs by the specified fields. Support fields include `project_id`, `line_item`, `api_key_id` and any combination of them.
            ///   - limit: A limit on the number of buckets to be returned. Limit can range between 1 and 180, and the default is 7.
            ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
            public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageCostsBucketWidth? = nil, projectIDs: [String]? = nil, apiKeyIDs: [String]? = nil, groupBy: [_OpenAIOrganization.UsageCostsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UsageResponse {
                var request = RequestComponents(method: "GET", path: "/organization/costs")
                request.query.append("start_time", startTime)
                request.query.append("end_time", endTime)
                request.query.append("bucket_width", bucketWidth)
                request.query.append("project_ids", projectIDs, style: .bracketed)
                request.query.append("api_key_ids", apiKeyIDs, style: .bracketed)
                request.query.append("group_by", groupBy, style: .bracketed)
                request.query.append("limit", limit)
                request.query.append("page", page)
                return try await core.send(request, options: options, as: _OpenAIOrganization.UsageResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `page` when given.
            ///
            /// - HTTP: `GET /organization/costs` (repeated)
            public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageCostsBucketWidth? = nil, projectIDs: [String]? = nil, apiKeyIDs: [String]? = nil, groupBy: [_OpenAIOrganization.UsageCostsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UsageResponse, _OpenAIOrganization.UsageTimeBucket> {
                PageSequence(startingAt: page, fetchPage: { cursor in
                    try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, apiKeyIDs: apiKeyIDs, groupBy: groupBy, limit: limit, page: cursor, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.nextPage
                })
            }
        }

        /// The `dataRetention` resource.
        public struct DataRetention: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Retrieves organization data retention controls.
            ///
            /// - HTTP: `GET /organization/data_retention`
            /// - Operation: `retrieve-organization-data-retention`
            public func retrieve(options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationDataRetention {
                let request = RequestComponents(method: "GET", path: "/organization/data_retention")
                return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationDataRetention.self).value
            }

            /// Updates organization data retention controls.
            ///
            /// - HTTP: `POST /organization/data_retention`
            /// - Operation: `update-organization-data-retention`
            public func update(_ body: _OpenAIOrganization.UpdateOrganizationDataRetentionBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationDataRetention {
                var request = RequestComponents(method: "POST", path: "/organization/data_retention")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationDataRetention.self).value
            }
        }

        /// The `groups` resource.
        public struct Groups: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `roles` operations.
            public var roles: OpenAIClient.Organization.Groups.Roles { OpenAIClient.Organization.Groups.Roles(core: core) }

            /// `users` operations.
            public var users: OpenAIClient.Organization.Groups.Users { OpenAIClient.Organization.Groups.Users(core: core) }

            /// Creates a new group in the organization.
            ///
            /// - HTTP: `POST /organization/groups`
            /// - Operation: `create-group`
            public func create(_ body: _OpenAIOrganization.CreateGroupBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.GroupResponse {
                var request = RequestComponents(method: "POST", path: "/organization/groups")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.GroupResponse.self).value
            }

            /// Retrieves a group.
            ///
            /// - HTTP: `GET /organization/groups/{group_id}`
            /// - Operation: `retrieve-group`
            /// - Parameters:
            ///   - groupID: The ID of the group to retrieve.
            public func retrieve(groupID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.GroupResponse {
                let request = try RequestComponents(method: "GET", pathTemplate: "/organization/groups/{group_id}", parameters: ["group_id": groupID])
                return try await core.send(request, options: options, as: _OpenAIOrganization.GroupResponse.self).value
            }

            /// Updates a group's information.
            ///
            /// - HTTP: `POST /organization/groups/{group_id}`
            /// - Operation: `update-group`
            /// - Parameters:
            ///   - groupID: The ID of the group to update.
            public func update(groupID: String, _ body: _OpenAIOrganization.UpdateGroupBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.GroupResourceWithSuccess {
                var request = try RequestComponents(method: "POST", pathTemplate: "/organization/groups/{group_id}", parameters: ["group_id": groupID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.GroupResourceWithSuccess.self).value
            }

            /// Lists all groups in the organization.
            ///
            /// - HTTP: `GET /organization/groups`
            /// - Operation: `list-groups`
            /// - Parameters:
            ///   - limit: A limit on the number of groups to be returned. Limit can range between 0 and 1000, and the default is 100.
            ///   - after: A cursor for use in pagination. `after` is a group ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with group_abc, your subsequent call can include `after=group_abc` in order to fetch the next page of the list.
            ///   - order: Specifies the sort order of the returned groups.
            public func list(limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListGroupsOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.GroupListResource {
                var request = RequestComponents(method: "GET", path: "/organization/groups")
                request.query.append("limit", limit)
                request.query.append("after", after)
                request.query.append("order", order)
                return try await core.send(request, options: options, as: _OpenAIOrganization.GroupListResource.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /organization/groups` (repeated)
            public func list(limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListGroupsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.GroupListResource, _OpenAIOrganization.GroupResponse> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(limit: limit, after: cursor, order: order, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.data.last?.id
                })
            }

            /// Deletes a group from the organization.
            ///
            /// - HTTP: `DELETE /organization/groups/{group_id}`
            /// - Operation: `delete-group`
            /// - Parameters:
            ///   - groupID: The ID of the group to delete.
            public func delete(groupID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.GroupDeletedResource {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/groups/{group_id}", parameters: ["group_id": groupID])
                return try await core.send(request, options: options, as: _OpenAIOrganization.GroupDeletedResource.self).value
            }

            /// The `roles` resource.
            public struct Roles: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Assigns an organization role to a group within the organization.
                ///
                /// - HTTP: `POST /organization/groups/{group_id}/roles`
                /// - Operation: `assign-group-role`
                /// - Parameters:
                ///   - groupID: The ID of the group that should receive the organization role.
                public func create(groupID: String, _ body: _OpenAIAdminShared.PublicAssignOrganizationGroupRoleBody, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.GroupRoleAssignment {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/groups/{group_id}/roles", parameters: ["group_id": groupID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.GroupRoleAssignment.self).value
                }

                /// Retrieves an organization role assigned to a group.
                ///
                /// - HTTP: `GET /organization/groups/{group_id}/roles/{role_id}`
                /// - Operation: `retrieve-group-role`
                /// - Parameters:
                ///   - groupID: The ID of the group to inspect.
                ///   - roleID: The ID of the organization role to retrieve for the group.
                public func retrieve(groupID: String, roleID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.AssignedRoleDetails {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/organization/groups/{group_id}/roles/{role_id}", parameters: ["group_id": groupID, "role_id": roleID])
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.AssignedRoleDetails.self).value
                }

                /// Lists the organization roles assigned to a group within the organization.
                ///
                /// - HTTP: `GET /organization/groups/{group_id}/roles`
                /// - Operation: `list-group-role-assignments`
                /// - Parameters:
                ///   - groupID: The ID of the group whose organization role assignments you want to list.
                ///   - limit: A limit on the number of organization role assignments to return.
                ///   - after: Cursor for pagination. Provide the value from the previous response's `next` field to continue listing organization roles.
                ///   - order: Sort order for the returned organization roles.
                public func list(groupID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListGroupRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.RoleListResource {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/organization/groups/{group_id}/roles", parameters: ["group_id": groupID])
                    request.query.append("limit", limit)
                    request.query.append("after", after)
                    request.query.append("order", order)
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.RoleListResource.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /organization/groups/{group_id}/roles` (repeated)
                public func list(groupID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListGroupRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIAdminShared.RoleListResource, _OpenAIAdminShared.AssignedRoleDetails> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(groupID: groupID, limit: limit, after: cursor, order: order, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.data.last?.id
                    })
                }

                /// Unassigns an organization role from a group within the organization.
                ///
                /// - HTTP: `DELETE /organization/groups/{group_id}/roles/{role_id}`
                /// - Operation: `unassign-group-role`
                /// - Parameters:
                ///   - groupID: The ID of the group to modify.
                ///   - roleID: The ID of the organization role to remove from the group.
                public func delete(groupID: String, roleID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.DeletedRoleAssignmentResource {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/groups/{group_id}/roles/{role_id}", parameters: ["group_id": groupID, "role_id": roleID])
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.DeletedRoleAssignmentResource.self).value
                }
            }

            /// The `users` resource.
            public struct Users: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Adds a user to a group.
                ///
                /// - HTTP: `POST /organization/groups/{group_id}/users`
                /// - Operation: `add-group-user`
                /// - Parameters:
                ///   - groupID: The ID of the group to update.
                public func create(groupID: String, _ body: _OpenAIOrganization.CreateGroupUserBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.GroupUserAssignment {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/groups/{group_id}/users", parameters: ["group_id": groupID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.GroupUserAssignment.self).value
                }

                /// Retrieves a user in a group.
                ///
                /// - HTTP: `GET /organization/groups/{group_id}/users/{user_id}`
                /// - Operation: `retrieve-group-user`
                /// - Parameters:
                ///   - groupID: The ID of the group to inspect.
                ///   - userID: The ID of the user to retrieve from the group.
                public func retrieve(groupID: String, userID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.GroupMemberUser {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/organization/groups/{group_id}/users/{user_id}", parameters: ["group_id": groupID, "user_id": userID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.GroupMemberUser.self).value
                }

                /// Lists the users assigned to a group.
                ///
                /// - HTTP: `GET /organization/groups/{group_id}/users`
                /// - Operation: `list-group-users`
                /// - Parameters:
                ///   - groupID: The ID of the group to inspect.
                ///   - limit: A limit on the number of users to be returned. Limit can range between 0 and 1000, and the default is 100.
                ///   - after: A cursor for use in pagination. Provide the ID of the last user from the previous list response to retrieve the next page.
                ///   - order: Specifies the sort order of users in the list.
                public func list(groupID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListGroupUsersOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UserListResource {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/organization/groups/{group_id}/users", parameters: ["group_id": groupID])
                    request.query.append("limit", limit)
                    request.query.append("after", after)
                    request.query.append("order", order)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.UserListResource.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /organization/groups/{group_id}/users` (repeated)
                public func list(groupID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListGroupUsersOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UserListResource, _OpenAIOrganization.GroupUser> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(groupID: groupID, limit: limit, after: cursor, order: order, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.data.last?.id
                    })
                }

                /// Removes a user from a group.
                ///
                /// - HTTP: `DELETE /organization/groups/{group_id}/users/{user_id}`
                /// - Operation: `remove-group-user`
                /// - Parameters:
                ///   - groupID: The ID of the group to update.
                ///   - userID: The ID of the user to remove from the group.
                public func delete(groupID: String, userID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.GroupUserDeletedResource {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/groups/{group_id}/users/{user_id}", parameters: ["group_id": groupID, "user_id": userID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.GroupUserDeletedResource.self).value
                }
            }
        }

        /// The `invites` resource.
        public struct Invites: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Create an invite for a user to the organization. The invite must be accepted by the user before they have access to the organization.
            ///
            /// - HTTP: `POST /organization/invites`
            /// - Operation: `inviteUser`
            public func create(_ body: _OpenAIOrganization.InviteRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.Invite {
                var request = RequestComponents(method: "POST", path: "/organization/invites")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.Invite.self).value
            }

            /// Retrieves an invite.
            ///
            /// - HTTP: `GET /organization/invites/{invite_id}`
            /// - Operation: `retrieve-invite`
            /// - Parameters:
            ///   - inviteID: The ID of the invite to retrieve.
            public func retrieve(inviteID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.Invite {
                let request = try RequestComponents(method: "GET", pathTemplate: "/organization/invites/{invite_id}", parameters: ["invite_id": inviteID])
                return try await core.send(request, options: options, as: _OpenAIOrganization.Invite.self).value
            }

            /// Returns a list of invites in the organization.
            ///
            /// - HTTP: `GET /organization/invites`
            /// - Operation: `list-invites`
            /// - Parameters:
            ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
            ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
            public func list(limit: Int? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.InviteListResponse {
                var request = RequestComponents(method: "GET", path: "/organization/invites")
                request.query.append("limit", limit)
                request.query.append("after", after)
                return try await core.send(request, options: options, as: _OpenAIOrganization.InviteListResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /organization/invites` (repeated)
            public func list(limit: Int? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.InviteListResponse, _OpenAIOrganization.Invite> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(limit: limit, after: cursor, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID ?? page.data.last?.id
                })
            }

            /// Delete an invite. If the invite has already been accepted, it cannot be deleted.
            ///
            /// - HTTP: `DELETE /organization/invites/{invite_id}`
            /// - Operation: `delete-invite`
            /// - Parameters:
            ///   - inviteID: The ID of the invite to delete.
            public func delete(inviteID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.InviteDeleteResponse {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/invites/{invite_id}", parameters: ["invite_id": inviteID])
                return try await core.send(request, options: options, as: _OpenAIOrganization.InviteDeleteResponse.self).value
            }
        }

        /// The `projects` resource.
        public struct Projects: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `apiKeys` operations.
            public var apiKeys: OpenAIClient.Organization.Projects.ApiKeys { OpenAIClient.Organization.Projects.ApiKeys(core: core) }

            /// `certificates` operations.
            public var certificates: OpenAIClient.Organization.Projects.Certificates { OpenAIClient.Organization.Projects.Certificates(core: core) }

            /// `dataRetention` operations.
            public var dataRetention: OpenAIClient.Organization.Projects.DataRetention { OpenAIClient.Organization.Projects.DataRetention(core: core) }

            /// `groups` operations.
            public var groups: OpenAIClient.Organization.Projects.Groups { OpenAIClient.Organization.Projects.Groups(core: core) }

            /// `hostedToolPermissions` operations.
            public var hostedToolPermissions: OpenAIClient.Organization.Projects.HostedToolPermissions { OpenAIClient.Organization.Projects.HostedToolPermissions(core: core) }

            /// `modelPermissions` operations.
            public var modelPermissions: OpenAIClient.Organization.Projects.ModelPermissions { OpenAIClient.Organization.Projects.ModelPermissions(core: core) }

            /// `rateLimits` operations.
            public var rateLimits: OpenAIClient.Organization.Projects.RateLimits { OpenAIClient.Organization.Projects.RateLimits(core: core) }

            /// `serviceAccounts` operations.
            public var serviceAccounts: OpenAIClient.Organization.Projects.ServiceAccounts { OpenAIClient.Organization.Projects.ServiceAccounts(core: core) }

            /// `spendAlerts` operations.
            public var spendAlerts: OpenAIClient.Organization.Projects.SpendAlerts { OpenAIClient.Organization.Projects.SpendAlerts(core: core) }

            /// `spendLimit` operations.
            public var spendLimit: OpenAIClient.Organization.Projects.SpendLimit { OpenAIClient.Organization.Projects.SpendLimit(core: core) }

            /// `users` operations.
            public var users: OpenAIClient.Organization.Projects.Users { OpenAIClient.Organization.Projects.Users(core: core) }

            /// Create a new project in the organization. Projects can be created and archived, but cannot be deleted.
            ///
            /// - HTTP: `POST /organization/projects`
            /// - Operation: `create-project`
            public func create(_ body: _OpenAIOrganization.ProjectCreateRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.Project {
                var request = RequestComponents(method: "POST", path: "/organization/projects")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.Project.self).value
            }

            /// Retrieves a project.
            ///
            /// - HTTP: `GET /organization/projects/{project_id}`
            /// - Operation: `retrieve-project`
            /// - Parameters:
            ///   - projectID: The ID of the project.
            public func retrieve(projectID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.Project {
                let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}", parameters: ["project_id": projectID])
                return try await core.send(request, options: options, as: _OpenAIOrganization.Project.self).value
            }

            /// Modifies a project in the organization.
            ///
            /// - HTTP: `POST /organization/projects/{project_id}`
            /// - Operation: `modify-project`
            /// - Parameters:
            ///   - projectID: The ID of the project.
            public func update(projectID: String, _ body: _OpenAIOrganization.ProjectUpdateRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.Project {
                var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}", parameters: ["project_id": projectID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.Project.self).value
            }

            /// Returns a list of projects.
            ///
            /// - HTTP: `GET /organization/projects`
            /// - Operation: `list-projects`
            /// - Parameters:
            ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
            ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
            ///   - includeArchived: If `true` returns all projects including those that have been `archived`. Archived projects are not included by default.
            public func list(limit: Int? = nil, after: String? = nil, includeArchived: Bool? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectListResponse {
                var request = RequestComponents(method: "GET", path: "/organization/projects")
                request.query.append("limit", limit)
                request.query.append("after", after)
                request.query.append("include_archived", includeArchived)
                return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectListResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /organization/projects` (repeated)
            public func list(limit: Int? = nil, after: String? = nil, includeArchived: Bool? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.ProjectListResponse, _OpenAIOrganization.Project> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(limit: limit, after: cursor, includeArchived: includeArchived, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID ?? page.data.last?.id
                })
            }

            /// Archives a project in the organization. Archived projects cannot be used or updated.
            ///
            /// - HTTP: `POST /organization/projects/{project_id}/archive`
            /// - Operation: `archive-project`
            /// - Parameters:
            ///   - projectID: The ID of the project.
            public func archive(projectID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.Project {
                let request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/archive", parameters: ["project_id": projectID])
                return try await core.send(request, options: options, as: _OpenAIOrganization.Project.self).value
            }

            /// The `apiKeys` resource.
            public struct ApiKeys: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Retrieves an API key in the project.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/api_keys/{api_key_id}`
                /// - Operation: `retrieve-project-api-key`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - apiKeyID: The ID of the API key.
                public func retrieve(projectID: String, apiKeyID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectApiKey {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/api_keys/{api_key_id}", parameters: ["project_id": projectID, "api_key_id": apiKeyID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectApiKey.self).value
                }

                /// Returns a list of API keys in the project.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/api_keys`
                /// - Operation: `list-project-api-keys`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
                ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
                ///   - ownerProjectAccess: Filter API keys by whether the owner currently has effective access to the project. Use `active` for owners with access, `inactive` for owners without access, or `any` for all enabled project API keys. If omitted, the endpoint applies its existing membership-based visibility rules, which may exclude some enabled keys.
                public func list(projectID: String, limit: Int? = nil, after: String? = nil, ownerProjectAccess: _OpenAIOrganization.ListProjectApiKeysOwnerProjectAccess? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectApiKeyListResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/api_keys", parameters: ["project_id": projectID])
                    request.query.append("limit", limit)
                    request.query.append("after", after)
                    request.query.append("owner_project_access", ownerProjectAccess)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectApiKeyListResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/api_keys` (repeated)
                public func list(projectID: String, limit: Int? = nil, after: String? = nil, ownerProjectAccess: _OpenAIOrganization.ListProjectApiKeysOwnerProjectAccess? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.ProjectApiKeyListResponse, _OpenAIOrganization.ProjectApiKey> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(projectID: projectID, limit: limit, after: cursor, ownerProjectAccess: ownerProjectAccess, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID ?? page.data.last?.id
                    })
                }

                /// Deletes an API key from the project.
                ///
                /// Returns confirmation of the key deletion, or an error if the key belonged to
                /// a service account.
                ///
                /// - HTTP: `DELETE /organization/projects/{project_id}/api_keys/{api_key_id}`
                /// - Operation: `delete-project-api-key`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - apiKeyID: The ID of the API key.
                public func delete(projectID: String, apiKeyID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectApiKeyDeleteResponse {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/api_keys/{api_key_id}", parameters: ["project_id": projectID, "api_key_id": apiKeyID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectApiKeyDeleteResponse.self).value
                }
            }

            /// The `certificates` resource.
            public struct Certificates: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// List certificates for this project.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/certificates`
                /// - Operation: `listProjectCertificates`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
                ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
                ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
                public func list(projectID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListProjectCertificatesOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ListProjectCertificatesResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/certificates", parameters: ["project_id": projectID])
                    request.query.append("limit", limit)
                    request.query.append("after", after)
                    request.query.append("order", order)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ListProjectCertificatesResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/certificates` (repeated)
                public func list(projectID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListProjectCertificatesOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.ListProjectCertificatesResponse, _OpenAIOrganization.OrganizationProjectCertificate> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(projectID: projectID, limit: limit, after: cursor, order: order, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID ?? page.data.last?.id
                    })
                }

                /// Activate certificates at the project level.
                ///
                /// You can atomically and idempotently activate up to 10 certificates at a time.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/certificates/activate`
                /// - Operation: `activateProjectCertificates`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                public func activate(projectID: String, _ body: _OpenAIOrganization.ToggleCertificatesRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationProjectCertificateActivationResponse {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/certificates/activate", parameters: ["project_id": projectID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationProjectCertificateActivationResponse.self).value
                }

                /// Deactivate certificates at the project level. You can atomically and
                /// idempotently deactivate up to 10 certificates at a time.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/certificates/deactivate`
                /// - Operation: `deactivateProjectCertificates`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                public func deactivate(projectID: String, _ body: _OpenAIOrganization.ToggleCertificatesRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationProjectCertificateDeactivationResponse {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/certificates/deactivate", parameters: ["project_id": projectID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationProjectCertificateDeactivationResponse.self).value
                }
            }

            /// The `dataRetention` resource.
            public struct DataRetention: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Retrieves project data retention controls.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/data_retention`
                /// - Operation: `retrieve-project-data-retention`
                /// - Parameters:
                ///   - projectID: The ID of the project to inspect.
                public func retrieve(projectID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectDataRetention {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/data_retention", parameters: ["project_id": projectID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectDataRetention.self).value
                }

                /// Updates project data retention controls.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/data_retention`
                /// - Operation: `update-project-data-retention`
                /// - Parameters:
                ///   - projectID: The ID of the project to update.
                public func update(projectID: String, _ body: _OpenAIOrganization.UpdateProjectDataRetentionBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectDataRetention {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/data_retention", parameters: ["project_id": projectID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectDataRetention.self).value
                }
            }

            /// The `groups` resource.
            public struct Groups: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Grants a group access to a project.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/groups`
                /// - Operation: `add-project-group`
                /// - Parameters:
                ///   - projectID: The ID of the project to update.
                public func create(projectID: String, _ body: _OpenAIOrganization.InviteProjectGroupBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectGroup {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/groups", parameters: ["project_id": projectID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectGroup.self).value
                }

                /// Retrieves a project's group.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/groups/{group_id}`
                /// - Operation: `retrieve-project-group`
                /// - Parameters:
                ///   - projectID: The ID of the project to inspect.
                ///   - groupID: The ID of the group to retrieve.
                ///   - groupType: The type of group to retrieve.
                public func retrieve(projectID: String, groupID: String, groupType: _OpenAIOrganization.RetrieveProjectGroupGroupType? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectGroup {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/groups/{group_id}", parameters: ["project_id": projectID, "group_id": groupID])
                    request.query.append("group_type", groupType)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectGroup.self).value
                }

                /// Lists the groups that have access to a project.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/groups`
                /// - Operation: `list-project-groups`
                /// - Parameters:
                ///   - projectID: The ID of the project to inspect.
                ///   - limit: A limit on the number of project groups to return. Defaults to 20.
                ///   - after: Cursor for pagination. Provide the ID of the last group from the previous response to fetch the next page.
                ///   - order: Sort order for the returned groups.
                public func list(projectID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListProjectGroupsOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectGroupListResource {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/groups", parameters: ["project_id": projectID])
                    request.query.append("limit", limit)
                    request.query.append("after", after)
                    request.query.append("order", order)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectGroupListResource.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/groups` (repeated)
                public func list(projectID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListProjectGroupsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.ProjectGroupListResource, _OpenAIOrganization.ProjectGroup> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(projectID: projectID, limit: limit, after: cursor, order: order, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return nil
                    })
                }

                /// Revokes a group's access to a project.
                ///
                /// - HTTP: `DELETE /organization/projects/{project_id}/groups/{group_id}`
                /// - Operation: `remove-project-group`
                /// - Parameters:
                ///   - projectID: The ID of the project to update.
                ///   - groupID: The ID of the group to remove from the project.
                public func delete(projectID: String, groupID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectGroupDeletedResource {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/groups/{group_id}", parameters: ["project_id": projectID, "group_id": groupID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectGroupDeletedResource.self).value
                }
            }

            /// The `hostedToolPermissions` resource.
            public struct HostedToolPermissions: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Returns hosted tool permissions for a project.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/hosted_tool_permissions`
                /// - Operation: `retrieve-project-hosted-tool-permissions`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                public func retrieve(projectID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectHostedToolPermissions {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/hosted_tool_permissions", parameters: ["project_id": projectID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectHostedToolPermissions.self).value
                }

                /// Updates hosted tool permissions for a project.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/hosted_tool_permissions`
                /// - Operation: `update-project-hosted-tool-permissions`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                public func update(projectID: String, _ body: _OpenAIOrganization.ProjectHostedToolPermissionsUpdateRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectHostedToolPermissions {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/hosted_tool_permissions", parameters: ["project_id": projectID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectHostedToolPermissions.self).value
                }
            }

            /// The `modelPermissions` resource.
            public struct ModelPermissions: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Returns model permissions for a project.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/model_permissions`
                /// - Operation: `retrieve-project-model-permissions`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                public func retrieve(projectID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectModelPermissions {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/model_permissions", parameters: ["project_id": projectID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectModelPermissions.self).value
                }

                /// Updates model permissions for a project.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/model_permissions`
                /// - Operation: `update-project-model-permissions`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                public func update(projectID: String, _ body: _OpenAIOrganization.ProjectModelPermissionsUpdateRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectModelPermissions {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/model_permissions", parameters: ["project_id": projectID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectModelPermissions.self).value
                }

                /// Deletes model permissions for a project.
                ///
                /// - HTTP: `DELETE /organization/projects/{project_id}/model_permissions`
                /// - Operation: `delete-project-model-permissions`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                public func delete(projectID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectModelPermissionsDeleteResponse {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/model_permissions", parameters: ["project_id": projectID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectModelPermissionsDeleteResponse.self).value
                }
            }

            /// The `rateLimits` resource.
            public struct RateLimits: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Updates a project rate limit.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/rate_limits/{rate_limit_id}`
                /// - Operation: `update-project-rate-limits`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - rateLimitID: The ID of the rate limit.
                public func update(projectID: String, rateLimitID: String, _ body: _OpenAIOrganization.ProjectRateLimitUpdateRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectRateLimit {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/rate_limits/{rate_limit_id}", parameters: ["project_id": projectID, "rate_limit_id": rateLimitID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectRateLimit.self).value
                }

                /// Returns the rate limits per model for a project.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/rate_limits`
                /// - Operation: `list-project-rate-limits`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - limit: A limit on the number of objects to be returned. The default is 100.
                ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
                ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, beginning with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
                public func list(projectID: String, limit: Int? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectRateLimitListResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/rate_limits", parameters: ["project_id": projectID])
                    request.query.append("limit", limit)
                    request.query.append("after", after)
                    request.query.append("before", before)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectRateLimitListResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/rate_limits` (repeated)
                public func list(projectID: String, limit: Int? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.ProjectRateLimitListResponse, _OpenAIOrganization.ProjectRateLimit> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(projectID: projectID, limit: limit, after: cursor, before: before, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID ?? page.data.last?.id
                    })
                }
            }

            /// The `serviceAccounts` resource.
            public struct ServiceAccounts: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Creates a new service account in the project. By default, this also returns an unredacted API key for the service account.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/service_accounts`
                /// - Operation: `create-project-service-account`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                public func create(projectID: String, _ body: _OpenAIOrganization.ProjectServiceAccountCreateRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectServiceAccountCreateResponse {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/service_accounts", parameters: ["project_id": projectID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectServiceAccountCreateResponse.self).value
                }

                /// Retrieves a service account in the project.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/service_accounts/{service_account_id}`
                /// - Operation: `retrieve-project-service-account`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - serviceAccountID: The ID of the service account.
                public func retrieve(projectID: String, serviceAccountID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectServiceAccount {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/service_accounts/{service_account_id}", parameters: ["project_id": projectID, "service_account_id": serviceAccountID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectServiceAccount.self).value
                }

                /// Updates a service account in the project.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/service_accounts/{service_account_id}`
                /// - Operation: `update-project-service-account`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - serviceAccountID: The ID of the service account.
                public func update(projectID: String, serviceAccountID: String, _ body: _OpenAIOrganization.UpdateProjectServiceAccountBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectServiceAccount {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/service_accounts/{service_account_id}", parameters: ["project_id": projectID, "service_account_id": serviceAccountID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectServiceAccount.self).value
                }

                /// Returns a list of service accounts in the project.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/service_accounts`
                /// - Operation: `list-project-service-accounts`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
                ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
                public func list(projectID: String, limit: Int? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectServiceAccountListResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/service_accounts", parameters: ["project_id": projectID])
                    request.query.append("limit", limit)
                    request.query.append("after", after)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectServiceAccountListResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/service_accounts` (repeated)
                public func list(projectID: String, limit: Int? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.ProjectServiceAccountListResponse, _OpenAIOrganization.ProjectServiceAccount> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(projectID: projectID, limit: limit, after: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID ?? page.data.last?.id
                    })
                }

                /// Deletes a service account from the project.
                ///
                /// Returns confirmation of service account deletion, or an error if the project
                /// is archived (archived projects have no service accounts).
                ///
                /// - HTTP: `DELETE /organization/projects/{project_id}/service_accounts/{service_account_id}`
                /// - Operation: `delete-project-service-account`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - serviceAccountID: The ID of the service account.
                public func delete(projectID: String, serviceAccountID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectServiceAccountDeleteResponse {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/service_accounts/{service_account_id}", parameters: ["project_id": projectID, "service_account_id": serviceAccountID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectServiceAccountDeleteResponse.self).value
                }

                /// Creates an API key for a service account in the project.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/service_accounts/{service_account_id}/api_keys`
                /// - Operation: `CreateanAPIkeyforaserviceaccount`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - serviceAccountID: The ID of the service account.
                public func apiKeys(projectID: String, serviceAccountID: String, _ body: _OpenAIOrganization.CreateProjectServiceAccountApiKeyBody? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ServiceAccountApiKeyBody {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/service_accounts/{service_account_id}/api_keys", parameters: ["project_id": projectID, "service_account_id": serviceAccountID])
                    if let body { try request.setJSONBody(body) }
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ServiceAccountApiKeyBody.self).value
                }
            }

            /// The `spendAlerts` resource.
            public struct SpendAlerts: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Creates a project spend alert.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/spend_alerts`
                /// - Operation: `create-project-spend-alert`
                /// - Parameters:
                ///   - projectID: The ID of the project to update.
                public func create(projectID: String, _ body: _OpenAIOrganization.CreateSpendAlertBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectSpendAlert {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/spend_alerts", parameters: ["project_id": projectID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectSpendAlert.self).value
                }

                /// Retrieves a project spend alert.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/spend_alerts/{alert_id}`
                /// - Operation: `retrieve-project-spend-alert`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - alertID: The ID of the spend alert to retrieve.
                public func retrieve(projectID: String, alertID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectSpendAlert {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/spend_alerts/{alert_id}", parameters: ["project_id": projectID, "alert_id": alertID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectSpendAlert.self).value
                }

                /// Updates a project spend alert.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/spend_alerts/{alert_id}`
                /// - Operation: `update-project-spend-alert`
                /// - Parameters:
                ///   - projectID: The ID of the project to update.
                ///   - alertID: The ID of the spend alert to update.
                public func update(projectID: String, alertID: String, _ body: _OpenAIOrganization.CreateSpendAlertBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectSpendAlert {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/spend_alerts/{alert_id}", parameters: ["project_id": projectID, "alert_id": alertID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectSpendAlert.self).value
                }

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
                public func list(projectID: String, limit: Int? = nil, order: _OpenAIOrganization.ListProjectSpendAlertsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectSpendAlertListResource {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/spend_alerts", parameters: ["project_id": projectID])
                    request.query.append("limit", limit)
                    request.query.append("order", order)
                    request.query.append("after", after)
                    request.query.append("before", before)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectSpendAlertListResource.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/spend_alerts` (repeated)
                public func list(projectID: String, limit: Int? = nil, order: _OpenAIOrganization.ListProjectSpendAlertsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.ProjectSpendAlertListResource, _OpenAIOrganization.ProjectSpendAlert> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(projectID: projectID, limit: limit, order: order, after: cursor, before: before, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID ?? page.data.last?.id
                    })
                }

                /// Deletes a project spend alert.
                ///
                /// - HTTP: `DELETE /organization/projects/{project_id}/spend_alerts/{alert_id}`
                /// - Operation: `delete-project-spend-alert`
                /// - Parameters:
                ///   - projectID: The ID of the project to update.
                ///   - alertID: The ID of the spend alert to delete.
                public func delete(projectID: String, alertID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectSpendAlertDeletedResource {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/spend_alerts/{alert_id}", parameters: ["project_id": projectID, "alert_id": alertID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectSpendAlertDeletedResource.self).value
                }
            }

            /// The `spendLimit` resource.
            public struct SpendLimit: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get a project's hard spend limit.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/spend_limit`
                /// - Operation: `Getprojectspendlimit`
                /// - Parameters:
                ///   - projectID: The ID of the project whose hard spend limit is being managed.
                public func retrieve(projectID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectSpendLimitResource {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/spend_limit", parameters: ["project_id": projectID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectSpendLimitResource.self).value
                }

                /// Create or replace a project's hard spend limit.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/spend_limit`
                /// - Operation: `Updateprojectspendlimit`
                /// - Parameters:
                ///   - projectID: The ID of the project whose hard spend limit is being managed.
                public func update(projectID: String, _ body: _OpenAIOrganization.UpdateProjectSpendLimitBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectSpendLimitResource {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/spend_limit", parameters: ["project_id": projectID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectSpendLimitResource.self).value
                }

                /// Delete a project's hard spend limit.
                ///
                /// - HTTP: `DELETE /organization/projects/{project_id}/spend_limit`
                /// - Operation: `Deleteprojectspendlimit`
                /// - Parameters:
                ///   - projectID: The ID of the project whose hard spend limit is being managed.
                public func delete(projectID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectSpendLimitDeletedResource {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/spend_limit", parameters: ["project_id": projectID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectSpendLimitDeletedResource.self).value
                }
            }

            /// The `users` resource.
            public struct Users: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Adds a user to the project. Users must already be members of the organization to be added to a project.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/users`
                /// - Operation: `create-project-user`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                public func create(projectID: String, _ body: _OpenAIOrganization.ProjectUserCreateRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectUser {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/users", parameters: ["project_id": projectID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectUser.self).value
                }

                /// Retrieves a user in the project.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/users/{user_id}`
                /// - Operation: `retrieve-project-user`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - userID: The ID of the user.
                public func retrieve(projectID: String, userID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectUser {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/users/{user_id}", parameters: ["project_id": projectID, "user_id": userID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectUser.self).value
                }

                /// Modifies a user's role in the project.
                ///
                /// - HTTP: `POST /organization/projects/{project_id}/users/{user_id}`
                /// - Operation: `modify-project-user`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - userID: The ID of the user.
                public func update(projectID: String, userID: String, _ body: _OpenAIOrganization.ProjectUserUpdateRequest, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectUser {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/users/{user_id}", parameters: ["project_id": projectID, "user_id": userID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectUser.self).value
                }

                /// Returns a list of users in the project.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/users`
                /// - Operation: `list-project-users`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
                ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
                public func list(projectID: String, limit: Int? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectUserListResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/users", parameters: ["project_id": projectID])
                    request.query.append("limit", limit)
                    request.query.append("after", after)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectUserListResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /organization/projects/{project_id}/users` (repeated)
                public func list(projectID: String, limit: Int? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.ProjectUserListResponse, _OpenAIOrganization.ProjectUser> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(projectID: projectID, limit: limit, after: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID ?? page.data.last?.id
                    })
                }

                /// Deletes a user from the project.
                ///
                /// Returns confirmation of project user deletion, or an error if the project is
                /// archived (archived projects have no users).
                ///
                /// - HTTP: `DELETE /organization/projects/{project_id}/users/{user_id}`
                /// - Operation: `delete-project-user`
                /// - Parameters:
                ///   - projectID: The ID of the project.
                ///   - userID: The ID of the user.
                public func delete(projectID: String, userID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.ProjectUserDeleteResponse {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/users/{user_id}", parameters: ["project_id": projectID, "user_id": userID])
                    return try await core.send(request, options: options, as: _OpenAIOrganization.ProjectUserDeleteResponse.self).value
                }
            }
        }

        /// The `roles` resource.
        public struct Roles: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Creates a custom role for the organization.
            ///
            /// - HTTP: `POST /organization/roles`
            /// - Operation: `create-role`
            public func create(_ body: _OpenAIAdminShared.PublicCreateOrganizationRoleBody, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.Role {
                var request = RequestComponents(method: "POST", path: "/organization/roles")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIAdminShared.Role.self).value
            }

            /// Retrieves an organization role.
            ///
            /// - HTTP: `GET /organization/roles/{role_id}`
            /// - Operation: `retrieve-role`
            /// - Parameters:
            ///   - roleID: The ID of the role to retrieve.
            public func retrieve(roleID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.Role {
                let request = try RequestComponents(method: "GET", pathTemplate: "/organization/roles/{role_id}", parameters: ["role_id": roleID])
                return try await core.send(request, options: options, as: _OpenAIAdminShared.Role.self).value
            }

            /// Updates an existing organization role.
            ///
            /// - HTTP: `POST /organization/roles/{role_id}`
            /// - Operation: `update-role`
            /// - Parameters:
            ///   - roleID: The ID of the role to update.
            public func update(roleID: String, _ body: _OpenAIAdminShared.PublicUpdateOrganizationRoleBody, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.Role {
                var request = try RequestComponents(method: "POST", pathTemplate: "/organization/roles/{role_id}", parameters: ["role_id": roleID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIAdminShared.Role.self).value
            }

            /// Lists the roles configured for the organization.
            ///
            /// - HTTP: `GET /organization/roles`
            /// - Operation: `list-roles`
            /// - Parameters:
            ///   - limit: A limit on the number of roles to return. Defaults to 1000.
            ///   - after: Cursor for pagination. Provide the value from the previous response's `next` field to continue listing roles.
            ///   - order: Sort order for the returned roles.
            public func list(limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListRolesOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.PublicRoleListResource {
                var request = RequestComponents(method: "GET", path: "/organization/roles")
                request.query.append("limit", limit)
                request.query.append("after", after)
                request.query.append("order", order)
                return try await core.send(request, options: options, as: _OpenAIAdminShared.PublicRoleListResource.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /organization/roles` (repeated)
            public func list(limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListRolesOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIAdminShared.PublicRoleListResource, _OpenAIAdminShared.Role> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(limit: limit, after: cursor, order: order, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.data.last?.id
                })
            }

            /// Deletes a custom role from the organization.
            ///
            /// - HTTP: `DELETE /organization/roles/{role_id}`
            /// - Operation: `delete-role`
            /// - Parameters:
            ///   - roleID: The ID of the role to delete.
            public func delete(roleID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.RoleDeletedResource {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/roles/{role_id}", parameters: ["role_id": roleID])
                return try await core.send(request, options: options, as: _OpenAIAdminShared.RoleDeletedResource.self).value
            }
        }

        /// The `spendAlerts` resource.
        public struct SpendAlerts: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Creates an organization spend alert.
            ///
            /// - HTTP: `POST /organization/spend_alerts`
            /// - Operation: `create-organization-spend-alert`
            public func create(_ body: _OpenAIOrganization.CreateSpendAlertBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationSpendAlert {
                var request = RequestComponents(method: "POST", path: "/organization/spend_alerts")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationSpendAlert.self).value
            }

            /// Retrieves an organization spend alert.
            ///
            /// - HTTP: `GET /organization/spend_alerts/{alert_id}`
            /// - Operation: `retrieve-organization-spend-alert`
            /// - Parameters:
            ///   - alertID: The ID of the spend alert to retrieve.
            public func retrieve(alertID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationSpendAlert {
                let request = try RequestComponents(method: "GET", pathTemplate: "/organization/spend_alerts/{alert_id}", parameters: ["alert_id": alertID])
                return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationSpendAlert.self).value
            }

            /// Updates an organization spend alert.
            ///
            /// - HTTP: `POST /organization/spend_alerts/{alert_id}`
            /// - Operation: `update-organization-spend-alert`
            /// - Parameters:
            ///   - alertID: The ID of the spend alert to update.
            public func update(alertID: String, _ body: _OpenAIOrganization.CreateSpendAlertBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationSpendAlert {
                var request = try RequestComponents(method: "POST", pathTemplate: "/organization/spend_alerts/{alert_id}", parameters: ["alert_id": alertID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationSpendAlert.self).value
            }

            /// Lists organization spend alerts.
            ///
            /// - HTTP: `GET /organization/spend_alerts`
            /// - Operation: `list-organization-spend-alerts`
            /// - Parameters:
            ///   - limit: A limit on the number of spend alerts to return. Defaults to 20.
            ///   - order: Sort order for the returned spend alerts.
            ///   - after: Cursor for pagination. Provide the ID of the last spend alert from the previous response to fetch the next page.
            ///   - before: Cursor for pagination. Provide the ID of the first spend alert from the previous response to fetch the previous page.
            public func list(limit: Int? = nil, order: _OpenAIOrganization.ListOrganizationSpendAlertsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationSpendAlertListResource {
                var request = RequestComponents(method: "GET", path: "/organization/spend_alerts")
                request.query.append("limit", limit)
                request.query.append("order", order)
                request.query.append("after", after)
                request.query.append("before", before)
                return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationSpendAlertListResource.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /organization/spend_alerts` (repeated)
            public func list(limit: Int? = nil, order: _OpenAIOrganization.ListOrganizationSpendAlertsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.OrganizationSpendAlertListResource, _OpenAIOrganization.OrganizationSpendAlert> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(limit: limit, order: order, after: cursor, before: before, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID ?? page.data.last?.id
                })
            }

            /// Deletes an organization spend alert.
            ///
            /// - HTTP: `DELETE /organization/spend_alerts/{alert_id}`
            /// - Operation: `delete-organization-spend-alert`
            /// - Parameters:
            ///   - alertID: The ID of the spend alert to delete.
            public func delete(alertID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationSpendAlertDeletedResource {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/spend_alerts/{alert_id}", parameters: ["alert_id": alertID])
                return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationSpendAlertDeletedResource.self).value
            }
        }

        /// The `spendLimit` resource.
        public struct SpendLimit: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Get the organization's hard spend limit.
            ///
            /// - HTTP: `GET /organization/spend_limit`
            /// - Operation: `Getorganizationspendlimit`
            public func retrieve(options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationSpendLimitResource {
                let request = RequestComponents(method: "GET", path: "/organization/spend_limit")
                return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationSpendLimitResource.self).value
            }

            /// Create or replace the organization's hard spend limit.
            ///
            /// - HTTP: `POST /organization/spend_limit`
            /// - Operation: `Updateorganizationspendlimit`
            public func update(_ body: _OpenAIOrganization.UpdateOrganizationSpendLimitBody, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationSpendLimitResource {
                var request = RequestComponents(method: "POST", path: "/organization/spend_limit")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationSpendLimitResource.self).value
            }

            /// Delete the organization's hard spend limit.
            ///
            /// - HTTP: `DELETE /organization/spend_limit`
            /// - Operation: `Deleteorganizationspendlimit`
            public func delete(options: RequestOptions = .init()) async throws -> _OpenAIOrganization.OrganizationSpendLimitDeletedResource {
                let request = RequestComponents(method: "DELETE", path: "/organization/spend_limit")
                return try await core.send(request, options: options, as: _OpenAIOrganization.OrganizationSpendLimitDeletedResource.self).value
            }
        }

        /// The `usage` resource.
        public struct Usage: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `audioSpeeches` operations.
            public var audioSpeeches: OpenAIClient.Organization.Usage.AudioSpeeches { OpenAIClient.Organization.Usage.AudioSpeeches(core: core) }

            /// `audioTranscriptions` operations.
            public var audioTranscriptions: OpenAIClient.Organization.Usage.AudioTranscriptions { OpenAIClient.Organization.Usage.AudioTranscriptions(core: core) }

            /// `codeInterpreterSessions` operations.
            public var codeInterpreterSessions: OpenAIClient.Organization.Usage.CodeInterpreterSessions { OpenAIClient.Organization.Usage.CodeInterpreterSessions(core: core) }

            /// `completions` operations.
            public var completions: OpenAIClient.Organization.Usage.Completions { OpenAIClient.Organization.Usage.Completions(core: core) }

            /// `embeddings` operations.
            public var embeddings: OpenAIClient.Organization.Usage.Embeddings { OpenAIClient.Organization.Usage.Embeddings(core: core) }

            /// `fileSearchCalls` operations.
            public var fileSearchCalls: OpenAIClient.Organization.Usage.FileSearchCalls { OpenAIClient.Organization.Usage.FileSearchCalls(core: core) }

            /// `images` operations.
            public var images: OpenAIClient.Organization.Usage.Images { OpenAIClient.Organization.Usage.Images(core: core) }

            /// `moderations` operations.
            public var moderations: OpenAIClient.Organization.Usage.Moderations { OpenAIClient.Organization.Usage.Moderations(core: core) }

            /// `vectorStores` operations.
            public var vectorStores: OpenAIClient.Organization.Usage.VectorStores { OpenAIClient.Organization.Usage.VectorStores(core: core) }

            /// `webSearchCalls` operations.
            public var webSearchCalls: OpenAIClient.Organization.Usage.WebSearchCalls { OpenAIClient.Organization.Usage.WebSearchCalls(core: core) }

            /// The `audioSpeeches` resource.
            public struct AudioSpeeches: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get audio speeches usage details for the organization.
                ///
                /// - HTTP: `GET /organization/usage/audio_speeches`
                /// - Operation: `usage-audio-speeches`
                /// - Parameters:
                ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
                ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
                ///   - bucketWidth: Width of each time bucket in response. Currently `1m`, `1h` and `1d` are supported, default to `1d`.
                ///   - projectIDs: Return only usage for these projects.
                ///   - userIDs: Return only usage for these users.
                ///   - apiKeyIDs: Return only usage for these API keys.
                ///   - models: Return only usage for these models.
                ///   - groupBy: Group the usage data by the specified fields. Support fields include `project_id`, `user_id`, `api_key_id`, `model` or any combination of them.
                ///   - limit: Specifies the number of buckets to return.
                ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageAudioSpeechesBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, groupBy: [_OpenAIOrganization.UsageAudioSpeechesGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UsageResponse {
                    var request = RequestComponents(method: "GET", path: "/organization/usage/audio_speeches")
                    request.query.append("start_time", startTime)
                    request.query.append("end_time", endTime)
                    request.query.append("bucket_width", bucketWidth)
                    request.query.append("project_ids", projectIDs, style: .bracketed)
                    request.query.append("user_ids", userIDs, style: .bracketed)
                    request.query.append("api_key_ids", apiKeyIDs, style: .bracketed)
                    request.query.append("models", models, style: .bracketed)
                    request.query.append("group_by", groupBy, style: .bracketed)
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.UsageResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /organization/usage/audio_speeches` (repeated)
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageAudioSpeechesBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, groupBy: [_OpenAIOrganization.UsageAudioSpeechesGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UsageResponse, _OpenAIOrganization.UsageTimeBucket> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, userIDs: userIDs, apiKeyIDs: apiKeyIDs, models: models, groupBy: groupBy, limit: limit, page: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.nextPage
                    })
                }
            }

            /// The `audioTranscriptions` resource.
            public struct AudioTranscriptions: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get audio transcriptions usage details for the organization.
                ///
                /// - HTTP: `GET /organization/usage/audio_transcriptions`
                /// - Operation: `usage-audio-transcriptions`
                /// - Parameters:
                ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
                ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
                ///   - bucketWidth: Width of each time bucket in response. Currently `1m`, `1h` and `1d` are supported, default to `1d`.
                ///   - projectIDs: Return only usage for these projects.
                ///   - userIDs: Return only usage for these users.
                ///   - apiKeyIDs: Return only usage for these API keys.
                ///   - models: Return only usage for these models.
                ///   - groupBy: Group the usage data by the specified fields. Support fields include `project_id`, `user_id`, `api_key_id`, `model` or any combination of them.
                ///   - limit: Specifies the number of buckets to return.
                ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageAudioTranscriptionsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, groupBy: [_OpenAIOrganization.UsageAudioTranscriptionsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UsageResponse {
                    var request = RequestComponents(method: "GET", path: "/organization/usage/audio_transcriptions")
                    request.query.append("start_time", startTime)
                    request.query.append("end_time", endTime)
                    request.query.append("bucket_width", bucketWidth)
                    request.query.append("project_ids", projectIDs, style: .bracketed)
                    request.query.append("user_ids", userIDs, style: .bracketed)
                    request.query.append("api_key_ids", apiKeyIDs, style: .bracketed)
                    request.query.append("models", models, style: .bracketed)
                    request.query.append("group_by", groupBy, style: .bracketed)
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.UsageResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /organization/usage/audio_transcriptions` (repeated)
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageAudioTranscriptionsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, groupBy: [_OpenAIOrganization.UsageAudioTranscriptionsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UsageResponse, _OpenAIOrganization.UsageTimeBucket> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, userIDs: userIDs, apiKeyIDs: apiKeyIDs, models: models, groupBy: groupBy, limit: limit, page: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.nextPage
                    })
                }
            }

            /// The `codeInterpreterSessions` resource.
            public struct CodeInterpreterSessions: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get code interpreter sessions usage details for the organization.
                ///
                /// - HTTP: `GET /organization/usage/code_interpreter_sessions`
                /// - Operation: `usage-code-interpreter-sessions`
                /// - Parameters:
                ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
                ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
                ///   - bucketWidth: Width of each time bucket in response. Currently `1m`, `1h` and `1d` are supported, default to `1d`.
                ///   - projectIDs: Return only usage for these projects.
                ///   - groupBy: Group the usage data by the specified fields. Support fields include `project_id`.
                ///   - limit: Specifies the number of buckets to return.
                ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageCodeInterpreterSessionsBucketWidth? = nil, projectIDs: [String]? = nil, groupBy: [_OpenAIOrganization.UsageCodeInterpreterSessionsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UsageResponse {
                    var request = RequestComponents(method: "GET", path: "/organization/usage/code_interpreter_sessions")
                    request.query.append("start_time", startTime)
                    request.query.append("end_time", endTime)
                    request.query.append("bucket_width", bucketWidth)
                    request.query.append("project_ids", projectIDs, style: .bracketed)
                    request.query.append("group_by", groupBy, style: .bracketed)
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.UsageResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /organization/usage/code_interpreter_sessions` (repeated)
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageCodeInterpreterSessionsBucketWidth? = nil, projectIDs: [String]? = nil, groupBy: [_OpenAIOrganization.UsageCodeInterpreterSessionsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UsageResponse, _OpenAIOrganization.UsageTimeBucket> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, groupBy: groupBy, limit: limit, page: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.nextPage
                    })
                }
            }

            /// The `completions` resource.
            public struct Completions: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get completions usage details for the organization.
                ///
                /// - HTTP: `GET /organization/usage/completions`
                /// - Operation: `usage-completions`
                /// - Parameters:
                ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
                ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
                ///   - bucketWidth: Width of each time bucket in response. Currently `1m`, `1h` and `1d` are supported, default to `1d`.
                ///   - projectIDs: Return only usage for these projects.
                ///   - userIDs: Return only usage for these users.
                ///   - apiKeyIDs: Return only usage for these API keys.
                ///   - models: Return only usage for these models.
                ///   - batch: If `true`, return batch jobs only. If `false`, return non-batch jobs only. By default, return both.
                ///   - groupBy: Group the usage data by the specified fields. Support fields include `project_id`, `user_id`, `api_key_id`, `model`, `batch`, `service_tier` or any combination of them.
                ///   - limit: Specifies the number of buckets to return.
                ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageCompletionsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, batch: Bool? = nil, groupBy: [_OpenAIOrganization.UsageCompletionsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UsageResponse {
                    var request = RequestComponents(method: "GET", path: "/organization/usage/completions")
                    request.query.append("start_time", startTime)
                    request.query.append("end_time", endTime)
                    request.query.append("bucket_width", bucketWidth)
                    request.query.append("project_ids", projectIDs, style: .bracketed)
                    request.query.append("user_ids", userIDs, style: .bracketed)
                    request.query.append("api_key_ids", apiKeyIDs, style: .bracketed)
                    request.query.append("models", models, style: .bracketed)
                    request.query.append("batch", batch)
                    request.query.append("group_by", groupBy, style: .bracketed)
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.UsageResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /organization/usage/completions` (repeated)
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageCompletionsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, batch: Bool? = nil, groupBy: [_OpenAIOrganization.UsageCompletionsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UsageResponse, _OpenAIOrganization.UsageTimeBucket> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, userIDs: userIDs, apiKeyIDs: apiKeyIDs, models: models, batch: batch, groupBy: groupBy, limit: limit, page: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.nextPage
                    })
                }
            }

            /// The `embeddings` resource.
            public struct Embeddings: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get embeddings usage details for the organization.
                ///
                /// - HTTP: `GET /organization/usage/embeddings`
                /// - Operation: `usage-embeddings`
                /// - Parameters:
                ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
                ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
                ///   - bucketWidth: Width of each time bucket in response. Currently `1m`, `1h` and `1d` are supported, default to `1d`.
                ///   - projectIDs: Return only usage for these projects.
                ///   - userIDs: Return only usage for these users.
                ///   - apiKeyIDs: Return only usage for these API keys.
                ///   - models: Return only usage for these models.
                ///   - groupBy: Group the usage data by the specified fields. Support fields include `project_id`, `user_id`, `api_key_id`, `model` or any combination of them.
                ///   - limit: Specifies the number of buckets to return.
                ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageEmbeddingsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, groupBy: [_OpenAIOrganization.UsageEmbeddingsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UsageResponse {
                    var request = RequestComponents(method: "GET", path: "/organization/usage/embeddings")
                    request.query.append("start_time", startTime)
                    request.query.append("end_time", endTime)
                    request.query.append("bucket_width", bucketWidth)
                    request.query.append("project_ids", projectIDs, style: .bracketed)
                    request.query.append("user_ids", userIDs, style: .bracketed)
                    request.query.append("api_key_ids", apiKeyIDs, style: .bracketed)
                    request.query.append("models", models, style: .bracketed)
                    request.query.append("group_by", groupBy, style: .bracketed)
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.UsageResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /organization/usage/embeddings` (repeated)
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageEmbeddingsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, groupBy: [_OpenAIOrganization.UsageEmbeddingsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UsageResponse, _OpenAIOrganization.UsageTimeBucket> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, userIDs: userIDs, apiKeyIDs: apiKeyIDs, models: models, groupBy: groupBy, limit: limit, page: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.nextPage
                    })
                }
            }

            /// The `fileSearchCalls` resource.
            public struct FileSearchCalls: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get file search calls usage details for the organization.
                ///
                /// - HTTP: `GET /organization/usage/file_search_calls`
                /// - Operation: `usage-file-search-calls`
                /// - Parameters:
                ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
                ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
                ///   - bucketWidth: Width of each time bucket in response. Currently `1m`, `1h` and `1d` are supported, default to `1d`.
                ///   - projectIDs: Return only usage for these projects.
                ///   - userIDs: Return only usage for these users.
                ///   - apiKeyIDs: Return only usage for these API keys.
                ///   - vectorStoreIDs: Return only usage for these vector stores.
                ///   - groupBy: Group the usage data by the specified fields. Support fields include `project_id`, `user_id`, `api_key_id`, `vector_store_id` or any combination of them.
                ///   - limit: Specifies the number of buckets to return.
                ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageFileSearchCallsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, vectorStoreIDs: [String]? = nil, groupBy: [_OpenAIOrganization.UsageFileSearchCallsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UsageResponse {
                    var request = RequestComponents(method: "GET", path: "/organization/usage/file_search_calls")
                    request.query.append("start_time", startTime)
                    request.query.append("end_time", endTime)
                    request.query.append("bucket_width", bucketWidth)
                    request.query.append("project_ids", projectIDs, style: .bracketed)
                    request.query.append("user_ids", userIDs, style: .bracketed)
                    request.query.append("api_key_ids", apiKeyIDs, style: .bracketed)
                    request.query.append("vector_store_ids", vectorStoreIDs, style: .bracketed)
                    request.query.append("group_by", groupBy, style: .bracketed)
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.UsageResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /organization/usage/file_search_calls` (repeated)
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageFileSearchCallsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, vectorStoreIDs: [String]? = nil, groupBy: [_OpenAIOrganization.UsageFileSearchCallsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UsageResponse, _OpenAIOrganization.UsageTimeBucket> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, userIDs: userIDs, apiKeyIDs: apiKeyIDs, vectorStoreIDs: vectorStoreIDs, groupBy: groupBy, limit: limit, page: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.nextPage
                    })
                }
            }

            /// The `images` resource.
            public struct Images: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get images usage details for the organization.
                ///
                /// - HTTP: `GET /organization/usage/images`
                /// - Operation: `usage-images`
                /// - Parameters:
                ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
                ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
                ///   - bucketWidth: Width of each time bucket in response. Currently `1m`, `1h` and `1d` are supported, default to `1d`.
                ///   - sources: Return only usages for these sources. Possible values are `image.generation`, `image.edit`, `image.variation` or any combination of them.
                ///   - sizes: Return only usages for these image sizes. Possible values are `256x256`, `512x512`, `1024x1024`, `1792x1792`, `1024x1792` or any combination of them.
                ///   - projectIDs: Return only usage for these projects.
                ///   - userIDs: Return only usage for these users.
                ///   - apiKeyIDs: Return only usage for these API keys.
                ///   - models: Return only usage for these models.
                ///   - groupBy: Group the usage data by the specified fields. Support fields include `project_id`, `user_id`, `api_key_id`, `model`, `size`, `source` or any combination of them.
                ///   - limit: Specifies the number of buckets to return.
                ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageImagesBucketWidth? = nil, sources: [_OpenAIOrganization.UsageImagesSource]? = nil, sizes: [_OpenAIOrganization.UsageImagesSize]? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, groupBy: [_OpenAIOrganization.UsageImagesGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UsageResponse {
                    var request = RequestComponents(method: "GET", path: "/organization/usage/images")
                    request.query.append("start_time", startTime)
                    request.query.append("end_time", endTime)
                    request.query.append("bucket_width", bucketWidth)
                    request.query.append("sources", sources, style: .bracketed)
                    request.query.append("sizes", sizes, style: .bracketed)
                    request.query.append("project_ids", projectIDs, style: .bracketed)
                    request.query.append("user_ids", userIDs, style: .bracketed)
                    request.query.append("api_key_ids", apiKeyIDs, style: .bracketed)
                    request.query.append("models", models, style: .bracketed)
                    request.query.append("group_by", groupBy, style: .bracketed)
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.UsageResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /organization/usage/images` (repeated)
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageImagesBucketWidth? = nil, sources: [_OpenAIOrganization.UsageImagesSource]? = nil, sizes: [_OpenAIOrganization.UsageImagesSize]? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, groupBy: [_OpenAIOrganization.UsageImagesGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UsageResponse, _OpenAIOrganization.UsageTimeBucket> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, sources: sources, sizes: sizes, projectIDs: projectIDs, userIDs: userIDs, apiKeyIDs: apiKeyIDs, models: models, groupBy: groupBy, limit: limit, page: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.nextPage
                    })
                }
            }

            /// The `moderations` resource.
            public struct Moderations: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get moderations usage details for the organization.
                ///
                /// - HTTP: `GET /organization/usage/moderations`
                /// - Operation: `usage-moderations`
                /// - Parameters:
                ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
                ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
                ///   - bucketWidth: Width of each time bucket in response. Currently `1m`, `1h` and `1d` are supported, default to `1d`.
                ///   - projectIDs: Return only usage for these projects.
                ///   - userIDs: Return only usage for these users.
                ///   - apiKeyIDs: Return only usage for these API keys.
                ///   - models: Return only usage for these models.
                ///   - groupBy: Group the usage data by the specified fields. Support fields include `project_id`, `user_id`, `api_key_id`, `model` or any combination of them.
                ///   - limit: Specifies the number of buckets to return.
                ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageModerationsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, groupBy: [_OpenAIOrganization.UsageModerationsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UsageResponse {
                    var request = RequestComponents(method: "GET", path: "/organization/usage/moderations")
                    request.query.append("start_time", startTime)
                    request.query.append("end_time", endTime)
                    request.query.append("bucket_width", bucketWidth)
                    request.query.append("project_ids", projectIDs, style: .bracketed)
                    request.query.append("user_ids", userIDs, style: .bracketed)
                    request.query.append("api_key_ids", apiKeyIDs, style: .bracketed)
                    request.query.append("models", models, style: .bracketed)
                    request.query.append("group_by", groupBy, style: .bracketed)
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.UsageResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /organization/usage/moderations` (repeated)
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageModerationsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, groupBy: [_OpenAIOrganization.UsageModerationsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UsageResponse, _OpenAIOrganization.UsageTimeBucket> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, userIDs: userIDs, apiKeyIDs: apiKeyIDs, models: models, groupBy: groupBy, limit: limit, page: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.nextPage
                    })
                }
            }

            /// The `vectorStores` resource.
            public struct VectorStores: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get vector stores usage details for the organization.
                ///
                /// - HTTP: `GET /organization/usage/vector_stores`
                /// - Operation: `usage-vector-stores`
                /// - Parameters:
                ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
                ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
                ///   - bucketWidth: Width of each time bucket in response. Currently `1m`, `1h` and `1d` are supported, default to `1d`.
                ///   - projectIDs: Return only usage for these projects.
                ///   - groupBy: Group the usage data by the specified fields. Support fields include `project_id`.
                ///   - limit: Specifies the number of buckets to return.
                ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageVectorStoresBucketWidth? = nil, projectIDs: [String]? = nil, groupBy: [_OpenAIOrganization.UsageVectorStoresGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UsageResponse {
                    var request = RequestComponents(method: "GET", path: "/organization/usage/vector_stores")
                    request.query.append("start_time", startTime)
                    request.query.append("end_time", endTime)
                    request.query.append("bucket_width", bucketWidth)
                    request.query.append("project_ids", projectIDs, style: .bracketed)
                    request.query.append("group_by", groupBy, style: .bracketed)
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.UsageResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /organization/usage/vector_stores` (repeated)
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageVectorStoresBucketWidth? = nil, projectIDs: [String]? = nil, groupBy: [_OpenAIOrganization.UsageVectorStoresGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UsageResponse, _OpenAIOrganization.UsageTimeBucket> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, groupBy: groupBy, limit: limit, page: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.nextPage
                    })
                }
            }

            /// The `webSearchCalls` resource.
            public struct WebSearchCalls: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get web search calls usage details for the organization.
                ///
                /// - HTTP: `GET /organization/usage/web_search_calls`
                /// - Operation: `usage-web-search-calls`
                /// - Parameters:
                ///   - startTime: Start time (Unix seconds) of the query time range, inclusive.
                ///   - endTime: End time (Unix seconds) of the query time range, exclusive.
                ///   - bucketWidth: Width of each time bucket in response. Currently `1m`, `1h` and `1d` are supported, default to `1d`.
                ///   - projectIDs: Return only usage for these projects.
                ///   - userIDs: Return only usage for these users.
                ///   - apiKeyIDs: Return only usage for these API keys.
                ///   - models: Return only usage for these models.
                ///   - contextLevels: Return only web search usage for these context levels.
                ///   - groupBy: Group the usage data by the specified fields. Support fields include `project_id`, `user_id`, `api_key_id`, `model`, `context_level` or any combination of them.
                ///   - limit: Specifies the number of buckets to return.
                ///   - page: A cursor for use in pagination. Corresponding to the `next_page` field from the previous response.
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageWebSearchCallsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, contextLevels: [_OpenAIOrganization.UsageWebSearchCallsContextLevel]? = nil, groupBy: [_OpenAIOrganization.UsageWebSearchCallsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UsageResponse {
                    var request = RequestComponents(method: "GET", path: "/organization/usage/web_search_calls")
                    request.query.append("start_time", startTime)
                    request.query.append("end_time", endTime)
                    request.query.append("bucket_width", bucketWidth)
                    request.query.append("project_ids", projectIDs, style: .bracketed)
                    request.query.append("user_ids", userIDs, style: .bracketed)
                    request.query.append("api_key_ids", apiKeyIDs, style: .bracketed)
                    request.query.append("models", models, style: .bracketed)
                    request.query.append("context_levels", contextLevels, style: .bracketed)
                    request.query.append("group_by", groupBy, style: .bracketed)
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: _OpenAIOrganization.UsageResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /organization/usage/web_search_calls` (repeated)
                public func list(startTime: Int, endTime: Int? = nil, bucketWidth: _OpenAIOrganization.UsageWebSearchCallsBucketWidth? = nil, projectIDs: [String]? = nil, userIDs: [String]? = nil, apiKeyIDs: [String]? = nil, models: [String]? = nil, contextLevels: [_OpenAIOrganization.UsageWebSearchCallsContextLevel]? = nil, groupBy: [_OpenAIOrganization.UsageWebSearchCallsGroupByItem]? = nil, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UsageResponse, _OpenAIOrganization.UsageTimeBucket> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(startTime: startTime, endTime: endTime, bucketWidth: bucketWidth, projectIDs: projectIDs, userIDs: userIDs, apiKeyIDs: apiKeyIDs, models: models, contextLevels: contextLevels, groupBy: groupBy, limit: limit, page: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.nextPage
                    })
                }
            }
        }

        /// The `users` resource.
        public struct Users: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `roles` operations.
            public var roles: OpenAIClient.Organization.Users.Roles { OpenAIClient.Organization.Users.Roles(core: core) }

            /// Retrieves a user by their identifier.
            ///
            /// - HTTP: `GET /organization/users/{user_id}`
            /// - Operation: `retrieve-user`
            /// - Parameters:
            ///   - userID: The ID of the user.
            public func retrieve(userID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.User {
                let request = try RequestComponents(method: "GET", pathTemplate: "/organization/users/{user_id}", parameters: ["user_id": userID])
                return try await core.send(request, options: options, as: _OpenAIAdminShared.User.self).value
            }

            /// Modifies a user's role in the organization.
            ///
            /// - HTTP: `POST /organization/users/{user_id}`
            /// - Operation: `modify-user`
            /// - Parameters:
            ///   - userID: The ID of the user.
            public func update(userID: String, _ body: _OpenAIOrganization.UserRoleUpdateRequest, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.User {
                var request = try RequestComponents(method: "POST", pathTemplate: "/organization/users/{user_id}", parameters: ["user_id": userID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIAdminShared.User.self).value
            }

            /// Lists all of the users in the organization.
            ///
            /// - HTTP: `GET /organization/users`
            /// - Operation: `list-users`
            /// - Parameters:
            ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
            ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
            ///   - emails: Filter by the email address of users.
            public func list(limit: Int? = nil, after: String? = nil, emails: [String]? = nil, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UserListResponse {
                var request = RequestComponents(method: "GET", path: "/organization/users")
                request.query.append("limit", limit)
                request.query.append("after", after)
                request.query.append("emails", emails, style: .bracketed)
                return try await core.send(request, options: options, as: _OpenAIOrganization.UserListResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /organization/users` (repeated)
            public func list(limit: Int? = nil, after: String? = nil, emails: [String]? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIOrganization.UserListResponse, _OpenAIAdminShared.User> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(limit: limit, after: cursor, emails: emails, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID ?? page.data.last?.id
                })
            }

            /// Deletes a user from the organization.
            ///
            /// - HTTP: `DELETE /organization/users/{user_id}`
            /// - Operation: `delete-user`
            /// - Parameters:
            ///   - userID: The ID of the user.
            public func delete(userID: String, options: RequestOptions = .init()) async throws -> _OpenAIOrganization.UserDeleteResponse {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/users/{user_id}", parameters: ["user_id": userID])
                return try await core.send(request, options: options, as: _OpenAIOrganization.UserDeleteResponse.self).value
            }

            /// The `roles` resource.
            public struct Roles: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Assigns an organization role to a user within the organization.
                ///
                /// - HTTP: `POST /organization/users/{user_id}/roles`
                /// - Operation: `assign-user-role`
                /// - Parameters:
                ///   - userID: The ID of the user that should receive the organization role.
                public func create(userID: String, _ body: _OpenAIAdminShared.PublicAssignOrganizationGroupRoleBody, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.UserRoleAssignment {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/organization/users/{user_id}/roles", parameters: ["user_id": userID])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.UserRoleAssignment.self).value
                }

                /// Retrieves an organization role assigned to a user.
                ///
                /// - HTTP: `GET /organization/users/{user_id}/roles/{role_id}`
                /// - Operation: `retrieve-user-role`
                /// - Parameters:
                ///   - userID: The ID of the user to inspect.
                ///   - roleID: The ID of the organization role to retrieve for the user.
                public func retrieve(userID: String, roleID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.AssignedRoleDetails {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/organization/users/{user_id}/roles/{role_id}", parameters: ["user_id": userID, "role_id": roleID])
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.AssignedRoleDetails.self).value
                }

                /// Lists the organization roles assigned to a user within the organization.
                ///
                /// - HTTP: `GET /organization/users/{user_id}/roles`
                /// - Operation: `list-user-role-assignments`
                /// - Parameters:
                ///   - userID: The ID of the user to inspect.
                ///   - limit: A limit on the number of organization role assignments to return.
                ///   - after: Cursor for pagination. Provide the value from the previous response's `next` field to continue listing organization roles.
                ///   - order: Sort order for the returned organization roles.
                public func list(userID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListUserRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.RoleListResource {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/organization/users/{user_id}/roles", parameters: ["user_id": userID])
                    request.query.append("limit", limit)
                    request.query.append("after", after)
                    request.query.append("order", order)
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.RoleListResource.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /organization/users/{user_id}/roles` (repeated)
                public func list(userID: String, limit: Int? = nil, after: String? = nil, order: _OpenAIOrganization.ListUserRoleAssignmentsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIAdminShared.RoleListResource, _OpenAIAdminShared.AssignedRoleDetails> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(userID: userID, limit: limit, after: cursor, order: order, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.data.last?.id
                    })
                }

                /// Unassigns an organization role from a user within the organization.
                ///
                /// - HTTP: `DELETE /organization/users/{user_id}/roles/{role_id}`
                /// - Operation: `unassign-user-role`
                /// - Parameters:
                ///   - userID: The ID of the user to modify.
                ///   - roleID: The ID of the organization role to remove from the user.
                public func delete(userID: String, roleID: String, options: RequestOptions = .init()) async throws -> _OpenAIAdminShared.DeletedRoleAssignmentResource {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/users/{user_id}/roles/{role_id}", parameters: ["user_id": userID, "role_id": roleID])
                    return try await core.send(request, options: options, as: _OpenAIAdminShared.DeletedRoleAssignmentResource.self).value
                }
            }
        }
    }
}
