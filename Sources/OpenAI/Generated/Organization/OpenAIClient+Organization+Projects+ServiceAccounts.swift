// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Projects {
    /// The `serviceAccounts` resource.
    public nonisolated struct ServiceAccounts: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create project service account
        ///
        /// Creates a new service account in the project. By default, this also returns an unredacted API key for the service account.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/service_accounts`
        /// - Operation: `create-project-service-account`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        public func create(projectID: String, _ body: OpenAIAdmin.ProjectServiceAccountCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectServiceAccountCreateResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/service_accounts", parameters: ["project_id": projectID], operation: "create-project-service-account")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectServiceAccountCreateResponse.self).value
        }

        /// Retrieve project service account
        ///
        /// Retrieves a service account in the project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/service_accounts/{service_account_id}`
        /// - Operation: `retrieve-project-service-account`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - serviceAccountID: The ID of the service account.
        public func retrieve(projectID: String, serviceAccountID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectServiceAccount {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/service_accounts/{service_account_id}", parameters: ["project_id": projectID, "service_account_id": serviceAccountID], operation: "retrieve-project-service-account")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectServiceAccount.self).value
        }

        /// Update project service account
        ///
        /// Updates a service account in the project.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/service_accounts/{service_account_id}`
        /// - Operation: `update-project-service-account`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - serviceAccountID: The ID of the service account.
        public func update(projectID: String, serviceAccountID: String, _ body: OpenAIAdmin.UpdateProjectServiceAccountBody, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectServiceAccount {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/service_accounts/{service_account_id}", parameters: ["project_id": projectID, "service_account_id": serviceAccountID], operation: "update-project-service-account")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectServiceAccount.self).value
        }

        /// List project service accounts
        ///
        /// Returns a list of service accounts in the project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/service_accounts`
        /// - Operation: `list-project-service-accounts`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectServiceAccountListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/service_accounts", parameters: ["project_id": projectID], operation: "list-project-service-accounts")
            request.query.append("limit", limit)
            request.query.append("after", after)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectServiceAccountListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/service_accounts` (repeated)
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.ProjectServiceAccountListResponse, OpenAIAdmin.ProjectServiceAccount> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(projectID: projectID, limit: limit, after: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete project service account
        ///
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
        public func delete(projectID: String, serviceAccountID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectServiceAccountDeleteResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/service_accounts/{service_account_id}", parameters: ["project_id": projectID, "service_account_id": serviceAccountID], operation: "delete-project-service-account")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectServiceAccountDeleteResponse.self).value
        }

        /// Create project service account API key
        ///
        /// Creates an API key for a service account in the project.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/service_accounts/{service_account_id}/api_keys`
        /// - Operation: `CreateanAPIkeyforaserviceaccount`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - serviceAccountID: The ID of the service account.
        public func apiKeys(projectID: String, serviceAccountID: String, _ body: OpenAIAdmin.CreateProjectServiceAccountApiKeyBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ServiceAccountApiKeyBody {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/service_accounts/{service_account_id}/api_keys", parameters: ["project_id": projectID, "service_account_id": serviceAccountID], operation: "CreateanAPIkeyforaserviceaccount")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAdmin.ServiceAccountApiKeyBody.self).value
        }
    }
}
