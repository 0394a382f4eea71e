// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `projects` resource.
    public nonisolated struct Projects: Sendable {
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

        /// `serviceTierSettings` operations.
        public var serviceTierSettings: OpenAIClient.Organization.Projects.ServiceTierSettings { OpenAIClient.Organization.Projects.ServiceTierSettings(core: core) }

        /// `spendAlerts` operations.
        public var spendAlerts: OpenAIClient.Organization.Projects.SpendAlerts { OpenAIClient.Organization.Projects.SpendAlerts(core: core) }

        /// `spendLimit` operations.
        public var spendLimit: OpenAIClient.Organization.Projects.SpendLimit { OpenAIClient.Organization.Projects.SpendLimit(core: core) }

        /// `users` operations.
        public var users: OpenAIClient.Organization.Projects.Users { OpenAIClient.Organization.Projects.Users(core: core) }

        /// Create project
        ///
        /// Create a new project in the organization. Projects can be created and archived, but cannot be deleted.
        ///
        /// - HTTP: `POST /organization/projects`
        /// - Operation: `create-project`
        public func create(_ body: OpenAIAdmin.ProjectCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Project {
            var request = RequestComponents(method: "POST", path: "/organization/projects", operation: "create-project")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.Project.self).value
        }

        /// Retrieve project
        ///
        /// Retrieves a project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}`
        /// - Operation: `retrieve-project`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        public func retrieve(projectID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Project {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}", parameters: ["project_id": projectID], operation: "retrieve-project")
            return try await core.send(request, options: options, as: OpenAIAdmin.Project.self).value
        }

        /// Modify project
        ///
        /// Modifies a project in the organization.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}`
        /// - Operation: `modify-project`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        public func update(projectID: String, _ body: OpenAIAdmin.ProjectUpdateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Project {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}", parameters: ["project_id": projectID], operation: "modify-project")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.Project.self).value
        }

        /// List projects
        ///
        /// Returns a list of projects.
        ///
        /// - HTTP: `GET /organization/projects`
        /// - Operation: `list-projects`
        /// - Parameters:
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - includeArchived: If `true` returns all projects including those that have been `archived`. Archived projects are not included by default.
        public func list(limit: Int? = nil, after: String? = nil, includeArchived: Bool? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectListResponse {
            var request = RequestComponents(method: "GET", path: "/organization/projects", operation: "list-projects")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("include_archived", includeArchived)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/projects` (repeated)
        public func list(limit: Int? = nil, after: String? = nil, includeArchived: Bool? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.ProjectListResponse, OpenAIAdmin.Project> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, after: cursor, includeArchived: includeArchived, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Archive project
        ///
        /// Archives a project in the organization. Archived projects cannot be used or updated.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/archive`
        /// - Operation: `archive-project`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        public func archive(projectID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Project {
            let request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/archive", parameters: ["project_id": projectID], operation: "archive-project")
            return try await core.send(request, options: options, as: OpenAIAdmin.Project.self).value
        }
    }
}
