// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Projects {
    /// The `apiKeys` resource.
    public nonisolated struct ApiKeys: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve project API key
        ///
        /// Retrieves an API key in the project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/api_keys/{api_key_id}`
        /// - Operation: `retrieve-project-api-key`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - apiKeyID: The ID of the API key.
        public func retrieve(projectID: String, apiKeyID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectApiKey {
            let request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/api_keys/{api_key_id}", parameters: ["project_id": projectID, "api_key_id": apiKeyID], operation: "retrieve-project-api-key")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectApiKey.self).value
        }

        /// Updates the scopes and/or expiration of an existing API key in the project,
        /// including a service-account-owned key. Requires permission to write project API
        /// keys.
        ///
        /// Provide at least one of `scopes` or `expires_in_seconds`. Omitted fields stay
        /// unchanged; neither field accepts `null`. Both changes are saved together.
        ///
        /// `scopes` replaces the key's scope restrictions using the same scope identifiers
        /// as the dashboard. An empty array means All permissions, subject to the owner's
        /// effective access; it does not mean no access. Use `["api.all.read"]` for
        /// read-only access or specific scopes such as `["api.files.read"]` for restricted
        /// access. This does not change user or service-account roles or grant admin
        /// permissions. Scope changes follow the same authentication-cache propagation as
        /// dashboard edits.
        ///
        /// Provide `expires_in_seconds` to set the expiration relative to this request.
        /// The value must satisfy the organization's and project's expiry policies.
        /// Expired keys cannot be updated. Retrying resets the expiration relative to
        /// the new request. The response contains only the redacted key, not its secret.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/api_keys/{api_key_id}`
        /// - Operation: `organization.projects.api_keys.update`
        public func update(projectID: String, apiKeyID: String, _ body: OpenAIAdmin.OrganizationProjectsApiKeysUpdateRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectApiKey {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/api_keys/{api_key_id}", parameters: ["project_id": projectID, "api_key_id": apiKeyID], operation: "organization.projects.api_keys.update")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectApiKey.self).value
        }

        /// List project API keys
        ///
        /// Returns a list of API keys in the project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/api_keys`
        /// - Operation: `list-project-api-keys`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - ownerProjectAccess: Filter API keys by whether the owner currently has effective access to the project. Use `active` for owners with access, `inactive` for owners without access, or `any` for all enabled project API keys. If omitted, the endpoint applies its existing membership-based visibility rules, which may exclude some enabled keys.
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, ownerProjectAccess: OpenAIAdmin.ListProjectApiKeysOwnerProjectAccess? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectApiKeyListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/api_keys", parameters: ["project_id": projectID], operation: "list-project-api-keys")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("owner_project_access", ownerProjectAccess)
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectApiKeyListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/api_keys` (repeated)
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, ownerProjectAccess: OpenAIAdmin.ListProjectApiKeysOwnerProjectAccess? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.ProjectApiKeyListResponse, OpenAIAdmin.ProjectApiKey> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(projectID: projectID, limit: limit, after: cursor, ownerProjectAccess: ownerProjectAccess, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete project API key
        ///
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
        public func delete(projectID: String, apiKeyID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ProjectApiKeyDeleteResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/projects/{project_id}/api_keys/{api_key_id}", parameters: ["project_id": projectID, "api_key_id": apiKeyID], operation: "delete-project-api-key")
            return try await core.send(request, options: options, as: OpenAIAdmin.ProjectApiKeyDeleteResponse.self).value
        }
    }
}
