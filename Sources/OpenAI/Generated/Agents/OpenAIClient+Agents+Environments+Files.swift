// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Agents.Environments {
    /// The `files` resource.
    public nonisolated struct Files: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// - HTTP: `POST /agents/environments/{environment_id}/files`
        /// - Operation: `agents.environments.files.create`
        public func create(environmentID: String, _ body: OpenAIAgents.AgentsEnvironmentsFilesCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIAgents.EnvironmentFile {
            var request = try RequestComponents(method: "POST", pathTemplate: "/agents/environments/{environment_id}/files", parameters: ["environment_id": environmentID], operation: "agents.environments.files.create")
            request.headers.set("OpenAI-Beta", "agents=v1")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAgents.EnvironmentFile.self).value
        }

        /// Lists live files on a connected execution environment with optional directory
        /// filtering and opaque cursor pagination. See
        /// [environment files](https://developers.openai.com/api/docs/guides/agents-api/environments/files).
        ///
        /// - HTTP: `GET /agents/environments/{environment_id}/files`
        /// - Operation: `agents.environments.files.list`
        /// - Parameters:
        ///   - limit: The maximum number of files to return, between 1 and 100.
        ///   - order: Sort by case-sensitive path components. Defaults to descending.
        ///   - page: The opaque token from the previous page. Keep the same path, order, and limit.
        ///   - path: Restrict the listing to this absolute workspace directory.
        public func list(environmentID: String, limit: Int? = nil, order: OpenAIAgents.AgentsEnvironmentsFilesListOrder? = nil, page: String? = nil, path: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAgents.AgentsEnvironmentsFilesListResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/agents/environments/{environment_id}/files", parameters: ["environment_id": environmentID], operation: "agents.environments.files.list")
            request.headers.set("OpenAI-Beta", "agents=v1")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("page", page)
            request.query.append("path", path)
            return try await core.send(request, options: options, as: OpenAIAgents.AgentsEnvironmentsFilesListResponse.self).value
        }
    }
}
