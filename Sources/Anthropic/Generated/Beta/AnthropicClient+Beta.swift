// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

extension AnthropicClient {
    /// `beta` operations.
    public var beta: AnthropicClient.Beta { AnthropicClient.Beta(core: core) }

    /// The `beta` resource.
    public struct Beta: Sendable {
        let core: APIClientCore

        /// `agents` operations.
        public var agents: AnthropicClient.Beta.Agents { AnthropicClient.Beta.Agents(core: core) }

        /// `environments` operations.
        public var environments: AnthropicClient.Beta.Environments { AnthropicClient.Beta.Environments(core: core) }

        /// `files` operations.
        public var files: AnthropicClient.Beta.Files { AnthropicClient.Beta.Files(core: core) }

        /// `memoryStores` operations.
        public var memoryStores: AnthropicClient.Beta.MemoryStores { AnthropicClient.Beta.MemoryStores(core: core) }

        /// `messages` operations.
        public var messages: AnthropicClient.Beta.Messages { AnthropicClient.Beta.Messages(core: core) }

        /// `models` operations.
        public var models: AnthropicClient.Beta.Models { AnthropicClient.Beta.Models(core: core) }

        /// `sessions` operations.
        public var sessions: AnthropicClient.Beta.Sessions { AnthropicClient.Beta.Sessions(core: core) }

        /// `skills` operations.
        public var skills: AnthropicClient.Beta.Skills { AnthropicClient.Beta.Skills(core: core) }

        /// `userProfiles` operations.
        public var userProfiles: AnthropicClient.Beta.UserProfiles { AnthropicClient.Beta.UserProfiles(core: core) }

        /// `vaults` operations.
        public var vaults: AnthropicClient.Beta.Vaults { AnthropicClient.Beta.Vaults(core: core) }

        /// The `agents` resource.
        public struct Agents: Sendable {
            let core: APIClientCore

            /// `versions` operations.
            public var versions: AnthropicClient.Beta.Agents.Versions { AnthropicClient.Beta.Agents.Versions(core: core) }

            /// Create Agent
            ///
            /// - HTTP: `POST /v1/agents?beta=true`
            /// - Operation: `BetaCreateAgent`
            public func create(_ body: Anthropic.BetaManagedAgentsCreateAgentParams, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsAgent {
                var request = RequestComponents(method: "POST", path: "/v1/agents")
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsAgent.self).value
            }

            /// Get Agent
            ///
            /// - HTTP: `GET /v1/agents/{agent_id}?beta=true`
            /// - Operation: `BetaGetAgent`
            /// - Parameters:
            ///   - agentID: Path parameter agent_id
            ///   - version: Agent version. Omit for the most recent version. Must be at least 1 if specified.
            public func retrieve(agentID: String, version: Int? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsAgent {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/agents/{agent_id}", parameters: ["agent_id": agentID])
                request.query.append("beta", "true")
                request.query.append("version", version)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsAgent.self).value
            }

            /// Update Agent
            ///
            /// - HTTP: `POST /v1/agents/{agent_id}?beta=true`
            /// - Operation: `BetaUpdateAgent`
            /// - Parameters:
            ///   - agentID: Path parameter agent_id
            public func update(agentID: String, _ body: Anthropic.BetaManagedAgentsUpdateAgentParams, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsAgent {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/agents/{agent_id}", parameters: ["agent_id": agentID])
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsAgent.self).value
            }

            /// List Agents
            ///
            /// - HTTP: `GET /v1/agents?beta=true`
            /// - Operation: `BetaListAgents`
            /// - Parameters:
            ///   - limit: Maximum results per page. Default 20, maximum 100.
            ///   - page: Opaque pagination cursor from a previous response.
            ///   - createdAtGte: Return agents created at or after this time (inclusive).
            ///   - createdAtLte: Return agents created at or before this time (inclusive).
            ///   - includeArchived: Include archived agents in results. Defaults to false.
            public func list(limit: Int? = nil, page: String? = nil, createdAtGte: Anthropic.BetaTimestamp? = nil, createdAtLte: Anthropic.BetaTimestamp? = nil, includeArchived: Bool? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsListAgents {
                var request = RequestComponents(method: "GET", path: "/v1/agents")
                request.query.append("beta", "true")
                request.query.append("limit", limit)
                request.query.append("page", page)
                try request.query.appendDeepObject("created_at[gte]", encoding: createdAtGte)
                try request.query.appendDeepObject("created_at[lte]", encoding: createdAtLte)
                request.query.append("include_archived", includeArchived)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsListAgents.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `page` when given.
            ///
            /// - HTTP: `GET /v1/agents?beta=true` (repeated)
            public func list(limit: Int? = nil, page: String? = nil, createdAtGte: Anthropic.BetaTimestamp? = nil, createdAtLte: Anthropic.BetaTimestamp? = nil, includeArchived: Bool? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaManagedAgentsListAgents, Anthropic.BetaManagedAgentsAgent> {
                PageSequence(startingAt: page, fetchPage: { cursor in
                    try await self.list(limit: limit, page: cursor, createdAtGte: createdAtGte, createdAtLte: createdAtLte, includeArchived: includeArchived, options: options)
                }, items: { $0.data ?? [] }, nextCursor: { page in
                    return page.nextPage
                })
            }

            /// Archive Agent
            ///
            /// - HTTP: `POST /v1/agents/{agent_id}/archive?beta=true`
            /// - Operation: `BetaArchiveAgent`
            /// - Parameters:
            ///   - agentID: Path parameter agent_id
            public func archive(agentID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsAgent {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/agents/{agent_id}/archive", parameters: ["agent_id": agentID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsAgent.self).value
            }

            /// The `versions` resource.
            public struct Versions: Sendable {
                let core: APIClientCore

                /// List Agent Versions
                ///
                /// - HTTP: `GET /v1/agents/{agent_id}/versions?beta=true`
                /// - Operation: `BetaListAgentVersions`
                /// - Parameters:
                ///   - agentID: Path parameter agent_id
                ///   - limit: Maximum results per page. Default 20, maximum 100.
                ///   - page: Opaque pagination cursor.
                public func list(agentID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsListAgentVersions {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/agents/{agent_id}/versions", parameters: ["agent_id": agentID])
                    request.query.append("beta", "true")
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsListAgentVersions.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /v1/agents/{agent_id}/versions?beta=true` (repeated)
                public func list(agentID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaManagedAgentsListAgentVersions, Anthropic.BetaManagedAgentsAgent> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(agentID: agentID, limit: limit, page: cursor, options: options)
                    }, items: { $0.data ?? [] }, nextCursor: { page in
                        return page.nextPage
                    })
                }
            }
        }

        /// The `environments` resource.
        public struct Environments: Sendable {
            let core: APIClientCore

            /// Create Environment
            ///
            /// Create a new environment with the specified configuration.
            ///
            /// - HTTP: `POST /v1/environments?beta=true`
            /// - Operation: `beta_create_environment_v1_environments_post`
            public func create(_ body: Anthropic.BetaPublicEnvironmentCreateRequest, options: RequestOptions = .init()) async throws -> Anthropic.BetaEnvironment {
                var request = RequestComponents(method: "POST", path: "/v1/environments")
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaEnvironment.self).value
            }

            /// Get Environment
            ///
            /// Retrieve a specific environment by ID.
            ///
            /// - HTTP: `GET /v1/environments/{environment_id}?beta=true`
            /// - Operation: `beta_get_environment_v1_environments__environment_id__get`
            public func retrieve(environmentID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaEnvironment {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/environments/{environment_id}", parameters: ["environment_id": environmentID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaEnvironment.self).value
            }

            /// Update Environment
            ///
            /// Update an existing environment's configuration.
            ///
            /// - HTTP: `POST /v1/environments/{environment_id}?beta=true`
            /// - Operation: `beta_update_environment_v1_environments__environment_id__post`
            public func update(environmentID: String, _ body: Anthropic.BetaPublicEnvironmentUpdateRequest, options: RequestOptions = .init()) async throws -> Anthropic.BetaEnvironment {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/environments/{environment_id}", parameters: ["environment_id": environmentID])
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaEnvironment.self).value
            }

            /// List Environments
            ///
            /// List environments with pagination support.
            ///
            /// - HTTP: `GET /v1/environments?beta=true`
            /// - Operation: `beta_list_environments_v1_environments_get`
            /// - Parameters:
            ///   - limit: Maximum number of environments to return
            ///   - page: Opaque cursor from previous response for pagination. Pass the `next_page` value from the previous response.
            ///   - includeArchived: Include archived environments in the response
            public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaEnvironmentListResponse {
                var request = RequestComponents(method: "GET", path: "/v1/environments")
                request.query.append("beta", "true")
                request.query.append("limit", limit)
                request.query.append("page", page)
                request.query.append("include_archived", includeArchived)
                return try await core.send(request, options: options, as: Anthropic.BetaEnvironmentListResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `page` when given.
            ///
            /// - HTTP: `GET /v1/environments?beta=true` (repeated)
            public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaEnvironmentListResponse, Anthropic.BetaEnvironment> {
                PageSequence(startingAt: page, fetchPage: { cursor in
                    try await self.list(limit: limit, page: cursor, includeArchived: includeArchived, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    return page.nextPage
                })
            }

            /// Delete Environment
            ///
            /// Delete an environment by ID. Returns a confirmation of the deletion.
            ///
            /// - HTTP: `DELETE /v1/environments/{environment_id}?beta=true`
            /// - Operation: `beta_delete_environment_v1_environments__environment_id__delete`
            public func delete(environmentID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaEnvironmentDeleteResponse {
                var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/environments/{environment_id}", parameters: ["environment_id": environmentID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaEnvironmentDeleteResponse.self).value
            }

            /// Archive Environment
            ///
            /// Archive an environment by ID. Archived environments cannot be used to create new sessions.
            ///
            /// - HTTP: `POST /v1/environments/{environment_id}/archive?beta=true`
            /// - Operation: `beta_archive_environment_v1_environments__environment_id__archive_post`
            public func archive(environmentID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaEnvironment {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/environments/{environment_id}/archive", parameters: ["environment_id": environmentID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaEnvironment.self).value
            }
        }

        /// The `files` resource.
        public struct Files: Sendable {
            let core: APIClientCore

            /// List Files
            ///
            /// - HTTP: `GET /v1/files?beta=true`
            /// - Operation: `beta_list_files_v1_files_get`
            /// - Parameters:
            ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the page of results immediately before this object.
            ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the page of results immediately after this object.
            ///   - limit: Number of items to return per page.
            ///   - scopeID: Filter by scope ID. Only returns files associated with the specified scope (e.g., a session ID).
            public func list(beforeID: String? = nil, afterID: String? = nil, limit: Int? = nil, scopeID: String? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaFileListResponse {
                var request = RequestComponents(method: "GET", path: "/v1/files")
                request.query.append("beta", "true")
                request.query.append("before_id", beforeID)
                request.query.append("after_id", afterID)
                request.query.append("limit", limit)
                request.query.append("scope_id", scopeID)
                return try await core.send(request, options: options, as: Anthropic.BetaFileListResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `afterID` when given.
            ///
            /// - HTTP: `GET /v1/files?beta=true` (repeated)
            public func list(beforeID: String? = nil, afterID: String? = nil, limit: Int? = nil, scopeID: String? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaFileListResponse, Anthropic.BetaFileMetadataSchema> {
                PageSequence(startingAt: afterID, fetchPage: { cursor in
                    try await self.list(beforeID: beforeID, afterID: cursor, limit: limit, scopeID: scopeID, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore ?? false else { return nil }
                    return page.lastID ?? page.data.last?.id
                })
            }

            /// Delete File
            ///
            /// - HTTP: `DELETE /v1/files/{file_id}?beta=true`
            /// - Operation: `beta_delete_file_v1_files__file_id__delete`
            /// - Parameters:
            ///   - fileID: ID of the File.
            public func delete(fileID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaFileDeleteResponse {
                var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/files/{file_id}", parameters: ["file_id": fileID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaFileDeleteResponse.self).value
            }

            /// Download File
            ///
            /// - HTTP: `GET /v1/files/{file_id}/content?beta=true`
            /// - Operation: `beta_download_file_v1_files__file_id__content_get`
            /// - Parameters:
            ///   - fileID: ID of the File.
            public func download(fileID: String, options: RequestOptions = .init()) async throws -> Data {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/files/{file_id}/content", parameters: ["file_id": fileID])
                request.query.append("beta", "true")
                request.headers.set("Accept", "application/octet-stream")
                return try await core.sendData(request, options: options).value
            }

            /// Like `download(…)`, but streams the body into the file at `destination` (replaced
            /// if it exists) so that memory stays flat; returns the number of bytes written.
            ///
            /// - HTTP: `GET /v1/files/{file_id}/content`
            @discardableResult
            public func download(fileID: String, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/files/{file_id}/content", parameters: ["file_id": fileID])
                request.query.append("beta", "true")
                request.headers.set("Accept", "application/octet-stream")
                return try await core.download(request, options: options, to: destination).value
            }

            /// Get File Metadata
            ///
            /// - HTTP: `GET /v1/files/{file_id}?beta=true`
            /// - Operation: `beta_get_file_metadata_v1_files__file_id__get`
            /// - Parameters:
            ///   - fileID: ID of the File.
            public func retrieveMetadata(fileID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaFileMetadataSchema {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/files/{file_id}", parameters: ["file_id": fileID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaFileMetadataSchema.self).value
            }

            /// Upload File
            ///
            /// - HTTP: `POST /v1/files?beta=true`
            /// - Operation: `beta_upload_file_v1_files_post`
            public func upload(_ body: Anthropic.BetaUploadFileV1FilesPostRequest, options: RequestOptions = .init()) async throws -> Anthropic.BetaFileMetadataSchema {
                var request = RequestComponents(method: "POST", path: "/v1/files")
                request.query.append("beta", "true")
                try request.setMultipartBody(body, extraFields: options.extraBody)
                return try await core.send(request, options: options, as: Anthropic.BetaFileMetadataSchema.self).value
            }
        }

        /// The `memoryStores` resource.
        public struct MemoryStores: Sendable {
            let core: APIClientCore

            /// `memories` operations.
            public var memories: AnthropicClient.Beta.MemoryStores.Memories { AnthropicClient.Beta.MemoryStores.Memories(core: core) }

            /// `memoryVersions` operations.
            public var memoryVersions: AnthropicClient.Beta.MemoryStores.MemoryVersions { AnthropicClient.Beta.MemoryStores.MemoryVersions(core: core) }

            /// Create a memory store
            ///
            /// - HTTP: `POST /v1/memory_stores?beta=true`
            /// - Operation: `BetaCreateMemoryStore`
            public func create(_ body: Anthropic.BetaManagedAgentsCreateMemoryStoreRequest, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsCreateMemoryStoreResponse {
                var request = RequestComponents(method: "POST", path: "/v1/memory_stores")
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsCreateMemoryStoreResponse.self).value
            }

            /// Retrieve a memory store
            ///
            /// - HTTP: `GET /v1/memory_stores/{memory_store_id}?beta=true`
            /// - Operation: `BetaGetMemoryStore`
            /// - Parameters:
            ///   - memoryStoreID: Path parameter memory_store_id
            public func retrieve(memoryStoreID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsGetMemoryStoreResponse {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}", parameters: ["memory_store_id": memoryStoreID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsGetMemoryStoreResponse.self).value
            }

            /// Update a memory store
            ///
            /// - HTTP: `POST /v1/memory_stores/{memory_store_id}?beta=true`
            /// - Operation: `BetaUpdateMemoryStore`
            /// - Parameters:
            ///   - memoryStoreID: Path parameter memory_store_id
            public func update(memoryStoreID: String, _ body: Anthropic.BetaManagedAgentsUpdateMemoryStoreRequestBody, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsUpdateMemoryStoreResponse {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}", parameters: ["memory_store_id": memoryStoreID])
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsUpdateMemoryStoreResponse.self).value
            }

            /// List memory stores
            ///
            /// - HTTP: `GET /v1/memory_stores?beta=true`
            /// - Operation: `BetaListMemoryStores`
            /// - Parameters:
            ///   - limit: Maximum number of stores to return per page. Must be between 1 and 100. Defaults to 20 when omitted.
            ///   - page: Opaque pagination cursor (a `page_...` value). Pass the `next_page` value from a previous response to fetch the next page; omit for the first page.
            ///   - includeArchived: When `true`, archived stores are included in the results. Defaults to `false` (archived stores are excluded).
            ///   - createdAtGte: Return only stores whose `created_at` is at or after this time (inclusive). Sent on the wire as `created_at[gte]`.
            ///   - createdAtLte: Return only stores whose `created_at` is at or before this time (inclusive). Sent on the wire as `created_at[lte]`.
            public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, createdAtGte: Anthropic.BetaTimestamp? = nil, createdAtLte: Anthropic.BetaTimestamp? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsListMemoryStoresResponse {
                var request = RequestComponents(method: "GET", path: "/v1/memory_stores")
                request.query.append("beta", "true")
                request.query.append("limit", limit)
                request.query.append("page", page)
                request.query.append("include_archived", includeArchived)
                try request.query.appendDeepObject("created_at[gte]", encoding: createdAtGte)
                try request.query.appendDeepObject("created_at[lte]", encoding: createdAtLte)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsListMemoryStoresResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `page` when given.
            ///
            /// - HTTP: `GET /v1/memory_stores?beta=true` (repeated)
            public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, createdAtGte: Anthropic.BetaTimestamp? = nil, createdAtLte: Anthropic.BetaTimestamp? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaManagedAgentsListMemoryStoresResponse, Anthropic.BetaManagedAgentsMemoryStore> {
                PageSequence(startingAt: page, fetchPage: { cursor in
                    try await self.list(limit: limit, page: cursor, includeArchived: includeArchived, createdAtGte: createdAtGte, createdAtLte: createdAtLte, options: options)
                }, items: { $0.data ?? [] }, nextCursor: { page in
                    return page.nextPage
                })
            }

            /// Delete a memory store
            ///
            /// - HTTP: `DELETE /v1/memory_stores/{memory_store_id}?beta=true`
            /// - Operation: `BetaDeleteMemoryStore`
            /// - Parameters:
            ///   - memoryStoreID: Path parameter memory_store_id
            public func delete(memoryStoreID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsDeleteMemoryStoreResponse {
                var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/memory_stores/{memory_store_id}", parameters: ["memory_store_id": memoryStoreID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsDeleteMemoryStoreResponse.self).value
            }

            /// Archive a memory store
            ///
            /// - HTTP: `POST /v1/memory_stores/{memory_store_id}/archive?beta=true`
            /// - Operation: `BetaArchiveMemoryStore`
            /// - Parameters:
            ///   - memoryStoreID: Path parameter memory_store_id
            public func archive(memoryStoreID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsArchiveMemoryStoreResponse {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}/archive", parameters: ["memory_store_id": memoryStoreID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsArchiveMemoryStoreResponse.self).value
            }

            /// The `memories` resource.
            public struct Memories: Sendable {
                let core: APIClientCore

                /// Create a memory
                ///
                /// - HTTP: `POST /v1/memory_stores/{memory_store_id}/memories?beta=true`
                /// - Operation: `BetaCreateMemory`
                /// - Parameters:
                ///   - memoryStoreID: Path parameter memory_store_id
                ///   - view: Query parameter for view
                public func create(memoryStoreID: String, _ body: Anthropic.BetaManagedAgentsCreateMemoryParams, view: Anthropic.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsMemory {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories", parameters: ["memory_store_id": memoryStoreID])
                    request.query.append("beta", "true")
                    request.query.append("view", view)
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsMemory.self).value
                }

                /// Retrieve a memory
                ///
                /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memories/{memory_id}?beta=true`
                /// - Operation: `BetaGetMemory`
                /// - Parameters:
                ///   - memoryStoreID: Path parameter memory_store_id
                ///   - memoryID: Path parameter memory_id
                ///   - view: Query parameter for view
                public func retrieve(memoryStoreID: String, memoryID: String, view: Anthropic.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsMemory {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories/{memory_id}", parameters: ["memory_store_id": memoryStoreID, "memory_id": memoryID])
                    request.query.append("beta", "true")
                    request.query.append("view", view)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsMemory.self).value
                }

                /// Update a memory
                ///
                /// - HTTP: `POST /v1/memory_stores/{memory_store_id}/memories/{memory_id}?beta=true`
                /// - Operation: `BetaUpdateMemory`
                /// - Parameters:
                ///   - memoryStoreID: Path parameter memory_store_id
                ///   - memoryID: Path parameter memory_id
                ///   - view: Query parameter for view
                public func update(memoryStoreID: String, memoryID: String, _ body: Anthropic.BetaManagedAgentsUpdateMemoryParams, view: Anthropic.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsMemory {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories/{memory_id}", parameters: ["memory_store_id": memoryStoreID, "memory_id": memoryID])
                    request.query.append("beta", "true")
                    request.query.append("view", view)
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsMemory.self).value
                }

                /// List memories
                ///
                /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memories?beta=true`
                /// - Operation: `BetaListMemories`
                /// - Parameters:
                ///   - memoryStoreID: Path parameter memory_store_id
                ///   - pathPrefix: Optional path prefix filter (raw string-prefix match; include a trailing slash for directory-scoped lists). This value appears in request URLs. Do not include secrets or personally identifiable information.
                ///   - depth: Query parameter for depth
                ///   - orderBy: Query parameter for order_by
                ///   - order: Query parameter for order
                ///   - limit: Query parameter for limit
                ///   - page: Query parameter for page
                ///   - view: Query parameter for view
                public func list(memoryStoreID: String, pathPrefix: String? = nil, depth: Int? = nil, orderBy: String? = nil, order: Anthropic.BetaManagedAgentsListOrder? = nil, limit: Int? = nil, page: String? = nil, view: Anthropic.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsListMemoriesResult {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories", parameters: ["memory_store_id": memoryStoreID])
                    request.query.append("beta", "true")
                    request.query.append("path_prefix", pathPrefix)
                    request.query.append("depth", depth)
                    request.query.append("order_by", orderBy)
                    request.query.append("order", order)
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    request.query.append("view", view)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsListMemoriesResult.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memories?beta=true` (repeated)
                public func list(memoryStoreID: String, pathPrefix: String? = nil, depth: Int? = nil, orderBy: String? = nil, order: Anthropic.BetaManagedAgentsListOrder? = nil, limit: Int? = nil, page: String? = nil, view: Anthropic.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaManagedAgentsListMemoriesResult, Anthropic.BetaManagedAgentsMemoryListItem> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(memoryStoreID: memoryStoreID, pathPrefix: pathPrefix, depth: depth, orderBy: orderBy, order: order, limit: limit, page: cursor, view: view, options: options)
                    }, items: { $0.data ?? [] }, nextCursor: { page in
                        return page.nextPage
                    })
                }

                /// Delete a memory
                ///
                /// - HTTP: `DELETE /v1/memory_stores/{memory_store_id}/memories/{memory_id}?beta=true`
                /// - Operation: `BetaDeleteMemory`
                /// - Parameters:
                ///   - memoryStoreID: Path parameter memory_store_id
                ///   - memoryID: Path parameter memory_id
                ///   - expectedContentSha256: Query parameter for expected_content_sha256
                public func delete(memoryStoreID: String, memoryID: String, expectedContentSha256: String? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsDeletedMemory {
                    var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/memory_stores/{memory_store_id}/memories/{memory_id}", parameters: ["memory_store_id": memoryStoreID, "memory_id": memoryID])
                    request.query.append("beta", "true")
                    request.query.append("expected_content_sha256", expectedContentSha256)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsDeletedMemory.self).value
                }
            }

            /// The `memoryVersions` resource.
            public struct MemoryVersions: Sendable {
                let core: APIClientCore

                /// Retrieve a memory version
                ///
                /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}?beta=true`
                /// - Operation: `BetaGetMemoryVersion`
                /// - Parameters:
                ///   - memoryStoreID: Path parameter memory_store_id
                ///   - memoryVersionID: Path parameter memory_version_id
                ///   - view: Query parameter for view
                public func retrieve(memoryStoreID: String, memoryVersionID: String, view: Anthropic.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsMemoryVersion {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}", parameters: ["memory_store_id": memoryStoreID, "memory_version_id": memoryVersionID])
                    request.query.append("beta", "true")
                    request.query.append("view", view)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsMemoryVersion.self).value
                }

                /// List memory versions
                ///
                /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memory_versions?beta=true`
                /// - Operation: `BetaListMemoryVersions`
                /// - Parameters:
                ///   - memoryStoreID: Path parameter memory_store_id
                ///   - memoryID: Query parameter for memory_id
                ///   - sessionID: Query parameter for session_id
                ///   - apiKeyID: Query parameter for api_key_id
                ///   - operation: Query parameter for operation
                ///   - createdAtGte: Return versions created at or after this time (inclusive).
                ///   - createdAtLte: Return versions created at or before this time (inclusive).
                ///   - limit: Query parameter for limit
                ///   - page: Query parameter for page
                ///   - view: Query parameter for view
                public func list(memoryStoreID: String, memoryID: String? = nil, sessionID: String? = nil, apiKeyID: String? = nil, operation: Anthropic.BetaManagedAgentsMemoryVersionOperation? = nil, createdAtGte: Anthropic.BetaTimestamp? = nil, createdAtLte: Anthropic.BetaTimestamp? = nil, limit: Int? = nil, page: String? = nil, view: Anthropic.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsListMemoryVersionsResult {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/memory_stores/{memory_store_id}/memory_versions", parameters: ["memory_store_id": memoryStoreID])
                    request.query.append("beta", "true")
                    request.query.append("memory_id", memoryID)
                    request.query.append("session_id", sessionID)
                    request.query.append("api_key_id", apiKeyID)
                    request.query.append("operation", operation)
                    try request.query.appendDeepObject("created_at[gte]", encoding: createdAtGte)
                    try request.query.appendDeepObject("created_at[lte]", encoding: createdAtLte)
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    request.query.append("view", view)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsListMemoryVersionsResult.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /v1/memory_stores/{memory_store_id}/memory_versions?beta=true` (repeated)
                public func list(memoryStoreID: String, memoryID: String? = nil, sessionID: String? = nil, apiKeyID: String? = nil, operation: Anthropic.BetaManagedAgentsMemoryVersionOperation? = nil, createdAtGte: Anthropic.BetaTimestamp? = nil, createdAtLte: Anthropic.BetaTimestamp? = nil, limit: Int? = nil, page: String? = nil, view: Anthropic.BetaManagedAgentsMemoryView? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaManagedAgentsListMemoryVersionsResult, Anthropic.BetaManagedAgentsMemoryVersion> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(memoryStoreID: memoryStoreID, memoryID: memoryID, sessionID: sessionID, apiKeyID: apiKeyID, operation: operation, createdAtGte: createdAtGte, createdAtLte: createdAtLte, limit: limit, page: cursor, view: view, options: options)
                    }, items: { $0.data ?? [] }, nextCursor: { page in
                        return page.nextPage
                    })
                }

                /// Redact a memory version
                ///
                /// - HTTP: `POST /v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}/redact?beta=true`
                /// - Operation: `BetaRedactMemoryVersion`
                /// - Parameters:
                ///   - memoryStoreID: Path parameter memory_store_id
                ///   - memoryVersionID: Path parameter memory_version_id
                public func redact(memoryStoreID: String, memoryVersionID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsMemoryVersion {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}/redact", parameters: ["memory_store_id": memoryStoreID, "memory_version_id": memoryVersionID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsMemoryVersion.self).value
                }
            }
        }

        /// The `messages` resource.
        public struct Messages: Sendable {
            let core: APIClientCore

            /// `batches` operations.
            public var batches: AnthropicClient.Beta.Messages.Batches { AnthropicClient.Beta.Messages.Batches(core: core) }

            /// Create a Message
            ///
            /// Send a structured list of input messages with text and/or image content, and the model will generate the next message in the conversation.
            ///
            /// The Messages API can be used for either single queries or stateless multi-turn conversations.
            ///
            /// Learn more about the Messages API in our [user guide](https://docs.claude.com/en/docs/initial-setup)
            ///
            /// - HTTP: `POST /v1/messages?beta=true`
            /// - Operation: `beta_messages_post`
            public func create(_ body: Anthropic.BetaCreateMessageParams, options: RequestOptions = .init()) async throws -> Anthropic.BetaMessage {
                var body = body
                body.stream = nil
                var request = RequestComponents(method: "POST", path: "/v1/messages")
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaMessage.self).value
            }

            /// Streams `create(…)`: the same call with streaming turned on, returning each
            /// `BetaMessageStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
            ///
            /// - HTTP: `POST /v1/messages?beta=true` (`text/event-stream`)
            /// - Operation: `beta_messages_post`
            public func stream(_ body: Anthropic.BetaCreateMessageParams, options: RequestOptions = .init()) async throws -> EventStream<Anthropic.BetaMessageStreamEvent> {
                var body = body
                body.stream = true
                var request = RequestComponents(method: "POST", path: "/v1/messages")
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                let format = EventStreamFormat(errorEvents: ["error"])
                return try await core.sendEvents(request, options: options, of: Anthropic.BetaMessageStreamEvent.self, format: format)
            }

            /// Count tokens in a Message
            ///
            /// Count the number of tokens in a Message.
            ///
            /// The Token Count API can be used to count the number of tokens in a Message, including tools, images, and documents, without creating it.
            ///
            /// Learn more about token counting in our [user guide](https://docs.claude.com/en/docs/build-with-claude/token-counting)
            ///
            /// - HTTP: `POST /v1/messages/count_tokens?beta=true`
            /// - Operation: `beta_messages_count_tokens_post`
            public func countTokens(_ body: Anthropic.BetaCountMessageTokensParams, options: RequestOptions = .init()) async throws -> Anthropic.BetaCountMessageTokensResponse {
                var request = RequestComponents(method: "POST", path: "/v1/messages/count_tokens")
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaCountMessageTokensResponse.self).value
            }

            /// The `batches` resource.
            public struct Batches: Sendable {
                let core: APIClientCore

                /// Create a Message Batch
                ///
                /// Send a batch of Message creation requests.
                ///
                /// The Message Batches API can be used to process multiple Messages API requests at once. Once a Message Batch is created, it begins processing immediately. Batches can take up to 24 hours to complete.
                ///
                /// Learn more about the Message Batches API in our [user guide](https://docs.claude.com/en/docs/build-with-claude/batch-processing)
                ///
                /// - HTTP: `POST /v1/messages/batches?beta=true`
                /// - Operation: `beta_message_batches_post`
                public func create(_ body: Anthropic.BetaCreateMessageBatchParams, options: RequestOptions = .init()) async throws -> Anthropic.MessageBatch {
                    var request = RequestComponents(method: "POST", path: "/v1/messages/batches")
                    request.query.append("beta", "true")
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: Anthropic.MessageBatch.self).value
                }

                /// Retrieve a Message Batch
                ///
                /// This endpoint is idempotent and can be used to poll for Message Batch completion. To access the results of a Message Batch, make a request to the `results_url` field in the response.
                ///
                /// Learn more about the Message Batches API in our [user guide](https://docs.claude.com/en/docs/build-with-claude/batch-processing)
                ///
                /// - HTTP: `GET /v1/messages/batches/{message_batch_id}?beta=true`
                /// - Operation: `beta_message_batches_retrieve`
                /// - Parameters:
                ///   - messageBatchID: ID of the Message Batch.
                public func retrieve(messageBatchID: String, options: RequestOptions = .init()) async throws -> Anthropic.MessageBatch {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/messages/batches/{message_batch_id}", parameters: ["message_batch_id": messageBatchID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.MessageBatch.self).value
                }

                /// List Message Batches
                ///
                /// List all Message Batches within a Workspace. Most recently created batches are returned first.
                ///
                /// Learn more about the Message Batches API in our [user guide](https://docs.claude.com/en/docs/build-with-claude/batch-processing)
                ///
                /// - HTTP: `GET /v1/messages/batches?beta=true`
                /// - Operation: `beta_message_batches_list`
                /// - Parameters:
                ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the page of results immediately before this object.
                ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the page of results immediately after this object.
                ///   - limit: Number of items to return per page.
                public func list(beforeID: String? = nil, afterID: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> Anthropic.ListResponse_MessageBatch_ {
                    var request = RequestComponents(method: "GET", path: "/v1/messages/batches")
                    request.query.append("beta", "true")
                    request.query.append("before_id", beforeID)
                    request.query.append("after_id", afterID)
                    request.query.append("limit", limit)
                    return try await core.send(request, options: options, as: Anthropic.ListResponse_MessageBatch_.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `afterID` when given.
                ///
                /// - HTTP: `GET /v1/messages/batches?beta=true` (repeated)
                public func list(beforeID: String? = nil, afterID: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.ListResponse_MessageBatch_, Anthropic.MessageBatch> {
                    PageSequence(startingAt: afterID, fetchPage: { cursor in
                        try await self.list(beforeID: beforeID, afterID: cursor, limit: limit, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID ?? page.data.last?.id
                    })
                }

                /// Delete a Message Batch
                ///
                /// Delete a Message Batch.
                ///
                /// Message Batches can only be deleted once they've finished processing. If you'd like to delete an in-progress batch, you must first cancel it.
                ///
                /// Learn more about the Message Batches API in our [user guide](https://docs.claude.com/en/docs/build-with-claude/batch-processing)
                ///
                /// - HTTP: `DELETE /v1/messages/batches/{message_batch_id}?beta=true`
                /// - Operation: `beta_message_batches_delete`
                /// - Parameters:
                ///   - messageBatchID: ID of the Message Batch.
                public func delete(messageBatchID: String, options: RequestOptions = .init()) async throws -> Anthropic.DeleteMessageBatchResponse {
                    var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/messages/batches/{message_batch_id}", parameters: ["message_batch_id": messageBatchID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.DeleteMessageBatchResponse.self).value
                }

                /// Cancel a Message Batch
                ///
                /// Batches may be canceled any time before processing ends. Once cancellation is initiated, the batch enters a `canceling` state, at which time the system may complete any in-progress, non-interruptible requests before finalizing cancellation.
                ///
                /// The number of canceled requests is specified in `request_counts`. To determine which requests were canceled, check the individual results within the batch. Note that cancellation may not result in any canceled requests if they were non-interruptible.
                ///
                /// Learn more about the Message Batches API in our [user guide](https://docs.claude.com/en/docs/build-with-claude/batch-processing)
                ///
                /// - HTTP: `POST /v1/messages/batches/{message_batch_id}/cancel?beta=true`
                /// - Operation: `beta_message_batches_cancel`
                /// - Parameters:
                ///   - messageBatchID: ID of the Message Batch.
                public func cancel(messageBatchID: String, options: RequestOptions = .init()) async throws -> Anthropic.MessageBatch {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/v1/messages/batches/{message_batch_id}/cancel", parameters: ["message_batch_id": messageBatchID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.MessageBatch.self).value
                }

                /// Retrieve Message Batch results
                ///
                /// Streams the results of a Message Batch as a `.jsonl` file.
                ///
                /// Each line in the file is a JSON object containing the result of a single request in the Message Batch. Results are not guaranteed to be in the same order as requests. Use the `custom_id` field to match results to requests.
                ///
                /// Learn more about the Message Batches API in our [user guide](https://docs.claude.com/en/docs/build-with-claude/batch-processing)
                ///
                /// - HTTP: `GET /v1/messages/batches/{message_batch_id}/results?beta=true`
                /// - Operation: `beta_message_batches_results`
                /// - Parameters:
                ///   - messageBatchID: ID of the Message Batch.
                public func results(messageBatchID: String, options: RequestOptions = .init()) async throws -> AsyncThrowingStream<Anthropic.BetaMessageBatchIndividualResponse, any Error> {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/messages/batches/{message_batch_id}/results", parameters: ["message_batch_id": messageBatchID])
                    request.query.append("beta", "true")
                    request.headers.set("Accept", "application/x-jsonl")
                    return try await core.sendJSONLines(request, options: options, of: Anthropic.BetaMessageBatchIndividualResponse.self).value
                }
            }
        }

        /// The `models` resource.
        public struct Models: Sendable {
            let core: APIClientCore

            /// Get a Model
            ///
            /// Get a specific model.
            ///
            /// The Models API response can be used to determine information about a specific model or resolve a model alias to a model ID.
            ///
            /// - HTTP: `GET /v1/models/{model_id}?beta=true`
            /// - Operation: `beta_models_get`
            /// - Parameters:
            ///   - modelID: Model identifier or alias.
            public func retrieve(modelID: String, options: RequestOptions = .init()) async throws -> Anthropic.ModelInfo {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/models/{model_id}", parameters: ["model_id": modelID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.ModelInfo.self).value
            }

            /// List Models
            ///
            /// List available models.
            ///
            /// The Models API response can be used to determine which models are available for use in the API. More recently released models are listed first.
            ///
            /// - HTTP: `GET /v1/models?beta=true`
            /// - Operation: `beta_models_list`
            /// - Parameters:
            ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the page of results immediately before this object.
            ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the page of results immediately after this object.
            ///   - limit: Number of items to return per page.
            public func list(beforeID: String? = nil, afterID: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> Anthropic.ListResponse_ModelInfo_ {
                var request = RequestComponents(method: "GET", path: "/v1/models")
                request.query.append("beta", "true")
                request.query.append("before_id", beforeID)
                request.query.append("after_id", afterID)
                request.query.append("limit", limit)
                return try await core.send(request, options: options, as: Anthropic.ListResponse_ModelInfo_.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `afterID` when given.
            ///
            /// - HTTP: `GET /v1/models?beta=true` (repeated)
            public func list(beforeID: String? = nil, afterID: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.ListResponse_ModelInfo_, Anthropic.ModelInfo> {
                PageSequence(startingAt: afterID, fetchPage: { cursor in
                    try await self.list(beforeID: beforeID, afterID: cursor, limit: limit, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID ?? page.data.last?.id
                })
            }
        }

        /// The `sessions` resource.
        public struct Sessions: Sendable {
            let core: APIClientCore

            /// `events` operations.
            public var events: AnthropicClient.Beta.Sessions.Events { AnthropicClient.Beta.Sessions.Events(core: core) }

            /// `resources` operations.
            public var resources: AnthropicClient.Beta.Sessions.Resources { AnthropicClient.Beta.Sessions.Resources(core: core) }

            /// `threads` operations.
            public var threads: AnthropicClient.Beta.Sessions.Threads { AnthropicClient.Beta.Sessions.Threads(core: core) }

            /// Create Session
            ///
            /// - HTTP: `POST /v1/sessions?beta=true`
            /// - Operation: `BetaCreateSession`
            public func create(_ body: Anthropic.BetaManagedAgentsCreateSessionParams, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsSession {
                var request = RequestComponents(method: "POST", path: "/v1/sessions")
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsSession.self).value
            }

            /// Get Session
            ///
            /// - HTTP: `GET /v1/sessions/{session_id}?beta=true`
            /// - Operation: `BetaGetSession`
            /// - Parameters:
            ///   - sessionID: Path parameter session_id
            public func retrieve(sessionID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsSession {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}", parameters: ["session_id": sessionID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsSession.self).value
            }

            /// Update Session
            ///
            /// - HTTP: `POST /v1/sessions/{session_id}?beta=true`
            /// - Operation: `BetaUpdateSession`
            /// - Parameters:
            ///   - sessionID: Path parameter session_id
            public func update(sessionID: String, _ body: Anthropic.BetaManagedAgentsUpdateSessionParams, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsSession {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/sessions/{session_id}", parameters: ["session_id": sessionID])
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsSession.self).value
            }

            /// List Sessions
            ///
            /// - HTTP: `GET /v1/sessions?beta=true`
            /// - Operation: `BetaListSessions`
            /// - Parameters:
            ///   - limit: Maximum number of results to return.
            ///   - page: Opaque pagination cursor from a previous response's next_page.
            ///   - includeArchived: When true, includes archived sessions. Default: false (exclude archived).
            ///   - createdAtGte: Return sessions created at or after this time (inclusive).
            ///   - createdAtGt: Return sessions created after this time (exclusive).
            ///   - createdAtLte: Return sessions created at or before this time (inclusive).
            ///   - createdAtLt: Return sessions created before this time (exclusive).
            ///   - agentID: Filter sessions created with this agent ID.
            ///   - agentVersion: Filter by agent version. Only applies when agent_id is also set.
            ///   - order: Sort direction for results, ordered by created_at. Defaults to desc (newest first).
            ///   - memoryStoreID: Filter sessions whose resources contain a memory_store with this memory store ID.
            ///   - statuses: Filter by session status. Repeat the parameter to match any of multiple statuses.
            public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, createdAtGte: Anthropic.BetaTimestamp? = nil, createdAtGt: Anthropic.BetaTimestamp? = nil, createdAtLte: Anthropic.BetaTimestamp? = nil, createdAtLt: Anthropic.BetaTimestamp? = nil, agentID: String? = nil, agentVersion: Int? = nil, order: Anthropic.BetaManagedAgentsListOrder? = nil, memoryStoreID: String? = nil, statuses: [Anthropic.BetaManagedAgentsSessionStatus]? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsListSessions {
                var request = RequestComponents(method: "GET", path: "/v1/sessions")
                request.query.append("beta", "true")
                request.query.append("limit", limit)
                request.query.append("page", page)
                request.query.append("include_archived", includeArchived)
                try request.query.appendDeepObject("created_at[gte]", encoding: createdAtGte)
                try request.query.appendDeepObject("created_at[gt]", encoding: createdAtGt)
                try request.query.appendDeepObject("created_at[lte]", encoding: createdAtLte)
                try request.query.appendDeepObject("created_at[lt]", encoding: createdAtLt)
                request.query.append("agent_id", agentID)
                request.query.append("agent_version", agentVersion)
                request.query.append("order", order)
                request.query.append("memory_store_id", memoryStoreID)
                request.query.append("statuses[]", statuses, style: .bracketed)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsListSessions.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `page` when given.
            ///
            /// - HTTP: `GET /v1/sessions?beta=true` (repeated)
            public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, createdAtGte: Anthropic.BetaTimestamp? = nil, createdAtGt: Anthropic.BetaTimestamp? = nil, createdAtLte: Anthropic.BetaTimestamp? = nil, createdAtLt: Anthropic.BetaTimestamp? = nil, agentID: String? = nil, agentVersion: Int? = nil, order: Anthropic.BetaManagedAgentsListOrder? = nil, memoryStoreID: String? = nil, statuses: [Anthropic.BetaManagedAgentsSessionStatus]? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaManagedAgentsListSessions, Anthropic.BetaManagedAgentsSession> {
                PageSequence(startingAt: page, fetchPage: { cursor in
                    try await self.list(limit: limit, page: cursor, includeArchived: includeArchived, createdAtGte: createdAtGte, createdAtGt: createdAtGt, createdAtLte: createdAtLte, createdAtLt: createdAtLt, agentID: agentID, agentVersion: agentVersion, order: order, memoryStoreID: memoryStoreID, statuses: statuses, options: options)
                }, items: { $0.data ?? [] }, nextCursor: { page in
                    return page.nextPage
                })
            }

            /// Delete Session
            ///
            /// - HTTP: `DELETE /v1/sessions/{session_id}?beta=true`
            /// - Operation: `BetaDeleteSession`
            /// - Parameters:
            ///   - sessionID: Path parameter session_id
            public func delete(sessionID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsDeletedSession {
                var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/sessions/{session_id}", parameters: ["session_id": sessionID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsDeletedSession.self).value
            }

            /// Archive Session
            ///
            /// - HTTP: `POST /v1/sessions/{session_id}/archive?beta=true`
            /// - Operation: `BetaArchiveSession`
            /// - Parameters:
            ///   - sessionID: Path parameter session_id
            public func archive(sessionID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsSession {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/sessions/{session_id}/archive", parameters: ["session_id": sessionID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsSession.self).value
            }

            /// Send Events
            ///
            /// - HTTP: `POST /v1/sessions/{session_id}/events?beta=true`
            /// - Operation: `BetaSendEvents`
            /// - Parameters:
            ///   - sessionID: Path parameter session_id
            public func events(sessionID: String, _ body: Anthropic.BetaManagedAgentsSendSessionEventsParams, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsSendSessionEvents {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/sessions/{session_id}/events", parameters: ["session_id": sessionID])
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsSendSessionEvents.self).value
            }

            /// The `events` resource.
            public struct Events: Sendable {
                let core: APIClientCore

                /// List Events
                ///
                /// - HTTP: `GET /v1/sessions/{session_id}/events?beta=true`
                /// - Operation: `BetaListEvents`
                /// - Parameters:
                ///   - sessionID: Path parameter session_id
                ///   - limit: Query parameter for limit
                ///   - page: Opaque pagination cursor from a previous response's next_page.
                ///   - order: Sort direction for results, ordered by created_at. Defaults to asc (chronological).
                ///   - types: Filter by event type. Values match the `type` field on returned events (for example, `user.message` or `agent.tool_use`). Omit to return all event types.
                ///   - createdAtGte: Return events created at or after this time (inclusive).
                ///   - createdAtGt: Return events created after this time (exclusive).
                ///   - createdAtLte: Return events created at or before this time (inclusive).
                ///   - createdAtLt: Return events created before this time (exclusive).
                public func list(sessionID: String, limit: Int? = nil, page: String? = nil, order: Anthropic.BetaManagedAgentsListOrder? = nil, types: [String]? = nil, createdAtGte: Anthropic.BetaTimestamp? = nil, createdAtGt: Anthropic.BetaTimestamp? = nil, createdAtLte: Anthropic.BetaTimestamp? = nil, createdAtLt: Anthropic.BetaTimestamp? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsListSessionEvents {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/events", parameters: ["session_id": sessionID])
                    request.query.append("beta", "true")
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    request.query.append("order", order)
                    request.query.append("types[]", types, style: .bracketed)
                    try request.query.appendDeepObject("created_at[gte]", encoding: createdAtGte)
                    try request.query.appendDeepObject("created_at[gt]", encoding: createdAtGt)
                    try request.query.appendDeepObject("created_at[lte]", encoding: createdAtLte)
                    try request.query.appendDeepObject("created_at[lt]", encoding: createdAtLt)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsListSessionEvents.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /v1/sessions/{session_id}/events?beta=true` (repeated)
                public func list(sessionID: String, limit: Int? = nil, page: String? = nil, order: Anthropic.BetaManagedAgentsListOrder? = nil, types: [String]? = nil, createdAtGte: Anthropic.BetaTimestamp? = nil, createdAtGt: Anthropic.BetaTimestamp? = nil, createdAtLte: Anthropic.BetaTimestamp? = nil, createdAtLt: Anthropic.BetaTimestamp? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaManagedAgentsListSessionEvents, Anthropic.BetaManagedAgentsSessionEvent> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(sessionID: sessionID, limit: limit, page: cursor, order: order, types: types, createdAtGte: createdAtGte, createdAtGt: createdAtGt, createdAtLte: createdAtLte, createdAtLt: createdAtLt, options: options)
                    }, items: { $0.data ?? [] }, nextCursor: { page in
                        return page.nextPage
                    })
                }

                /// Stream Events
                ///
                /// - HTTP: `GET /v1/sessions/{session_id}/events/stream?beta=true`
                /// - Operation: `BetaStreamSessionEvents`
                /// - Parameters:
                ///   - sessionID: Path parameter session_id
                public func stream(sessionID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsStreamSessionEvents {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/events/stream", parameters: ["session_id": sessionID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsStreamSessionEvents.self).value
                }
            }

            /// The `resources` resource.
            public struct Resources: Sendable {
                let core: APIClientCore

                /// Add Session Resource
                ///
                /// - HTTP: `POST /v1/sessions/{session_id}/resources?beta=true`
                /// - Operation: `BetaAddResource`
                /// - Parameters:
                ///   - sessionID: Path parameter session_id
                public func create(sessionID: String, _ body: Anthropic.BetaManagedAgentsAddSessionResourceParams, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsAddSessionResource {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/v1/sessions/{session_id}/resources", parameters: ["session_id": sessionID])
                    request.query.append("beta", "true")
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsAddSessionResource.self).value
                }

                /// Get Session Resource
                ///
                /// - HTTP: `GET /v1/sessions/{session_id}/resources/{resource_id}?beta=true`
                /// - Operation: `BetaGetResource`
                /// - Parameters:
                ///   - sessionID: Path parameter session_id
                ///   - resourceID: Path parameter resource_id
                public func retrieve(sessionID: String, resourceID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsGetSessionResource {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/resources/{resource_id}", parameters: ["session_id": sessionID, "resource_id": resourceID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsGetSessionResource.self).value
                }

                /// Update Session Resource
                ///
                /// - HTTP: `POST /v1/sessions/{session_id}/resources/{resource_id}?beta=true`
                /// - Operation: `BetaUpdateResource`
                /// - Parameters:
                ///   - sessionID: Path parameter session_id
                ///   - resourceID: Path parameter resource_id
                public func update(sessionID: String, resourceID: String, _ body: Anthropic.BetaManagedAgentsUpdateSessionResourceParams, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsUpdateSessionResource {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/v1/sessions/{session_id}/resources/{resource_id}", parameters: ["session_id": sessionID, "resource_id": resourceID])
                    request.query.append("beta", "true")
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsUpdateSessionResource.self).value
                }

                /// List Session Resources
                ///
                /// - HTTP: `GET /v1/sessions/{session_id}/resources?beta=true`
                /// - Operation: `BetaListResources`
                /// - Parameters:
                ///   - sessionID: Path parameter session_id
                ///   - limit: Maximum number of resources to return per page (max 1000). If omitted, returns all resources.
                ///   - page: Opaque cursor from a previous response's next_page field.
                public func list(sessionID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsListSessionResources {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/resources", parameters: ["session_id": sessionID])
                    request.query.append("beta", "true")
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsListSessionResources.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /v1/sessions/{session_id}/resources?beta=true` (repeated)
                public func list(sessionID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaManagedAgentsListSessionResources, Anthropic.BetaManagedAgentsSessionResource> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(sessionID: sessionID, limit: limit, page: cursor, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        return page.nextPage
                    })
                }

                /// Delete Session Resource
                ///
                /// - HTTP: `DELETE /v1/sessions/{session_id}/resources/{resource_id}?beta=true`
                /// - Operation: `BetaDeleteResource`
                /// - Parameters:
                ///   - sessionID: Path parameter session_id
                ///   - resourceID: Path parameter resource_id
                public func delete(sessionID: String, resourceID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsDeleteSessionResource {
                    var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/sessions/{session_id}/resources/{resource_id}", parameters: ["session_id": sessionID, "resource_id": resourceID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsDeleteSessionResource.self).value
                }
            }

            /// The `threads` resource.
            public struct Threads: Sendable {
                let core: APIClientCore

                /// `events` operations.
                public var events: AnthropicClient.Beta.Sessions.Threads.Events { AnthropicClient.Beta.Sessions.Threads.Events(core: core) }

                /// Get Session Thread
                ///
                /// - HTTP: `GET /v1/sessions/{session_id}/threads/{thread_id}?beta=true`
                /// - Operation: `BetaGetSessionThread`
                /// - Parameters:
                ///   - sessionID: Path parameter session_id
                ///   - threadID: Path parameter thread_id
                public func retrieve(sessionID: String, threadID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsSessionThread {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/threads/{thread_id}", parameters: ["session_id": sessionID, "thread_id": threadID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsSessionThread.self).value
                }

                /// List Session Threads
                ///
                /// - HTTP: `GET /v1/sessions/{session_id}/threads?beta=true`
                /// - Operation: `BetaListSessionThreads`
                /// - Parameters:
                ///   - sessionID: Path parameter session_id
                ///   - limit: Maximum results per page. Defaults to 1000.
                ///   - page: Opaque pagination cursor from a previous response's next_page. Forward-only.
                public func list(sessionID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsListSessionThreads {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/threads", parameters: ["session_id": sessionID])
                    request.query.append("beta", "true")
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsListSessionThreads.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /v1/sessions/{session_id}/threads?beta=true` (repeated)
                public func list(sessionID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaManagedAgentsListSessionThreads, Anthropic.BetaManagedAgentsSessionThread> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(sessionID: sessionID, limit: limit, page: cursor, options: options)
                    }, items: { $0.data ?? [] }, nextCursor: { page in
                        return page.nextPage
                    })
                }

                /// Archive Session Thread
                ///
                /// - HTTP: `POST /v1/sessions/{session_id}/threads/{thread_id}/archive?beta=true`
                /// - Operation: `BetaArchiveSessionThread`
                /// - Parameters:
                ///   - sessionID: Path parameter session_id
                ///   - threadID: Path parameter thread_id
                public func archive(sessionID: String, threadID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsSessionThread {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/v1/sessions/{session_id}/threads/{thread_id}/archive", parameters: ["session_id": sessionID, "thread_id": threadID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsSessionThread.self).value
                }

                /// Stream Session Thread Events
                ///
                /// - HTTP: `GET /v1/sessions/{session_id}/threads/{thread_id}/stream?beta=true`
                /// - Operation: `BetaStreamSessionThreadEvents`
                /// - Parameters:
                ///   - sessionID: Path parameter session_id
                ///   - threadID: Path parameter thread_id
                public func stream(sessionID: String, threadID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsStreamSessionThreadEvents {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/threads/{thread_id}/stream", parameters: ["session_id": sessionID, "thread_id": threadID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsStreamSessionThreadEvents.self).value
                }

                /// The `events` resource.
                public struct Events: Sendable {
                    let core: APIClientCore

                    /// List Session Thread Events
                    ///
                    /// - HTTP: `GET /v1/sessions/{session_id}/threads/{thread_id}/events?beta=true`
                    /// - Operation: `BetaListSessionThreadEvents`
                    /// - Parameters:
                    ///   - sessionID: Path parameter session_id
                    ///   - threadID: Path parameter thread_id
                    ///   - limit: Query parameter for limit
                    ///   - page: Query parameter for page
                    public func list(sessionID: String, threadID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsListSessionThreadEvents {
                        var request = try RequestComponents(method: "GET", pathTemplate: "/v1/sessions/{session_id}/threads/{thread_id}/events", parameters: ["session_id": sessionID, "thread_id": threadID])
                        request.query.append("beta", "true")
                        request.query.append("limit", limit)
                        request.query.append("page", page)
                        return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsListSessionThreadEvents.self).value
                    }

                    /// Every item, across pages: `for try await item in list(…)` fetches the next page
                    /// when the previous one is used up, starting after `page` when given.
                    ///
                    /// - HTTP: `GET /v1/sessions/{session_id}/threads/{thread_id}/events?beta=true` (repeated)
                    public func list(sessionID: String, threadID: String, limit: Int? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaManagedAgentsListSessionThreadEvents, Anthropic.BetaManagedAgentsSessionEvent> {
                        PageSequence(startingAt: page, fetchPage: { cursor in
                            try await self.list(sessionID: sessionID, threadID: threadID, limit: limit, page: cursor, options: options)
                        }, items: { $0.data ?? [] }, nextCursor: { page in
                            return page.nextPage
                        })
                    }
                }
            }
        }

        /// The `skills` resource.
        public struct Skills: Sendable {
            let core: APIClientCore

            /// `versions` operations.
            public var versions: AnthropicClient.Beta.Skills.Versions { AnthropicClient.Beta.Skills.Versions(core: core) }

            /// Create Skill
            ///
            /// - HTTP: `POST /v1/skills?beta=true`
            /// - Operation: `beta_create_skill_v1_skills_post`
            public func create(_ body: Anthropic.BetaBody_create_skill_v1_skills_post? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaCreateSkillResponse {
                var request = RequestComponents(method: "POST", path: "/v1/skills")
                request.query.append("beta", "true")
                if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
                return try await core.send(request, options: options, as: Anthropic.BetaCreateSkillResponse.self).value
            }

            /// Get Skill
            ///
            /// - HTTP: `GET /v1/skills/{skill_id}?beta=true`
            /// - Operation: `beta_get_skill_v1_skills__skill_id__get`
            /// - Parameters:
            ///   - skillID: Unique identifier for the skill.
            public func retrieve(skillID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaGetSkillResponse {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/skills/{skill_id}", parameters: ["skill_id": skillID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaGetSkillResponse.self).value
            }

            /// List Skills
            ///
            /// - HTTP: `GET /v1/skills?beta=true`
            /// - Operation: `beta_list_skills_v1_skills_get`
            /// - Parameters:
            ///   - page: Pagination token for fetching a specific page of results.
            ///   - limit: Number of results to return per page.
            ///   - source: Filter skills by source.
            public func list(page: String? = nil, limit: Int? = nil, source: String? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaListSkillsResponse {
                var request = RequestComponents(method: "GET", path: "/v1/skills")
                request.query.append("beta", "true")
                request.query.append("page", page)
                request.query.append("limit", limit)
                request.query.append("source", source)
                return try await core.send(request, options: options, as: Anthropic.BetaListSkillsResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `page` when given.
            ///
            /// - HTTP: `GET /v1/skills?beta=true` (repeated)
            public func list(page: String? = nil, limit: Int? = nil, source: String? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaListSkillsResponse, Anthropic.Betaapi__schemas__skills__Skill> {
                PageSequence(startingAt: page, fetchPage: { cursor in
                    try await self.list(page: cursor, limit: limit, source: source, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.nextPage
                })
            }

            /// Delete Skill
            ///
            /// - HTTP: `DELETE /v1/skills/{skill_id}?beta=true`
            /// - Operation: `beta_delete_skill_v1_skills__skill_id__delete`
            /// - Parameters:
            ///   - skillID: Unique identifier for the skill.
            public func delete(skillID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaDeleteSkillResponse {
                var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/skills/{skill_id}", parameters: ["skill_id": skillID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaDeleteSkillResponse.self).value
            }

            /// The `versions` resource.
            public struct Versions: Sendable {
                let core: APIClientCore

                /// Create Skill Version
                ///
                /// - HTTP: `POST /v1/skills/{skill_id}/versions?beta=true`
                /// - Operation: `beta_create_skill_version_v1_skills__skill_id__versions_post`
                /// - Parameters:
                ///   - skillID: Unique identifier for the skill.
                public func create(skillID: String, _ body: Anthropic.BetaBody_create_skill_version_v1_skills__skill_id__versions_post? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaCreateSkillVersionResponse {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/v1/skills/{skill_id}/versions", parameters: ["skill_id": skillID])
                    request.query.append("beta", "true")
                    if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
                    return try await core.send(request, options: options, as: Anthropic.BetaCreateSkillVersionResponse.self).value
                }

                /// Get Skill Version
                ///
                /// - HTTP: `GET /v1/skills/{skill_id}/versions/{version}?beta=true`
                /// - Operation: `beta_get_skill_version_v1_skills__skill_id__versions__version__get`
                /// - Parameters:
                ///   - skillID: Unique identifier for the skill.
                ///   - version: Version identifier for the skill.
                public func retrieve(skillID: String, version: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaGetSkillVersionResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/skills/{skill_id}/versions/{version}", parameters: ["skill_id": skillID, "version": version])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaGetSkillVersionResponse.self).value
                }

                /// List Skill Versions
                ///
                /// - HTTP: `GET /v1/skills/{skill_id}/versions?beta=true`
                /// - Operation: `beta_list_skill_versions_v1_skills__skill_id__versions_get`
                /// - Parameters:
                ///   - skillID: Unique identifier for the skill.
                ///   - page: Optionally set to the `next_page` token from the previous response.
                ///   - limit: Number of items to return per page.
                public func list(skillID: String, page: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaListSkillVersionsResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/skills/{skill_id}/versions", parameters: ["skill_id": skillID])
                    request.query.append("beta", "true")
                    request.query.append("page", page)
                    request.query.append("limit", limit)
                    return try await core.send(request, options: options, as: Anthropic.BetaListSkillVersionsResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /v1/skills/{skill_id}/versions?beta=true` (repeated)
                public func list(skillID: String, page: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaListSkillVersionsResponse, Anthropic.BetaSkillVersion> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(skillID: skillID, page: cursor, limit: limit, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.nextPage
                    })
                }

                /// Delete Skill Version
                ///
                /// - HTTP: `DELETE /v1/skills/{skill_id}/versions/{version}?beta=true`
                /// - Operation: `beta_delete_skill_version_v1_skills__skill_id__versions__version__delete`
                /// - Parameters:
                ///   - skillID: Unique identifier for the skill.
                ///   - version: Version identifier for the skill.
                public func delete(skillID: String, version: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaDeleteSkillVersionResponse {
                    var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/skills/{skill_id}/versions/{version}", parameters: ["skill_id": skillID, "version": version])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaDeleteSkillVersionResponse.self).value
                }
            }
        }

        /// The `userProfiles` resource.
        public struct UserProfiles: Sendable {
            let core: APIClientCore

            /// Create User Profile
            ///
            /// - HTTP: `POST /v1/user_profiles?beta=true`
            /// - Operation: `BetaCreateUserProfile`
            public func create(_ body: Anthropic.BetaCreateUserProfileRequest, options: RequestOptions = .init()) async throws -> Anthropic.BetaUserProfile {
                var request = RequestComponents(method: "POST", path: "/v1/user_profiles")
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaUserProfile.self).value
            }

            /// Get User Profile
            ///
            /// - HTTP: `GET /v1/user_profiles/{user_profile_id}?beta=true`
            /// - Operation: `BetaGetUserProfile`
            /// - Parameters:
            ///   - userProfileID: Path parameter user_profile_id
            public func retrieve(userProfileID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaUserProfile {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/user_profiles/{user_profile_id}", parameters: ["user_profile_id": userProfileID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaUserProfile.self).value
            }

            /// Update User Profile
            ///
            /// - HTTP: `POST /v1/user_profiles/{user_profile_id}?beta=true`
            /// - Operation: `BetaUpdateUserProfile`
            /// - Parameters:
            ///   - userProfileID: Path parameter user_profile_id
            public func update(userProfileID: String, _ body: Anthropic.BetaUpdateUserProfileRequestBody, options: RequestOptions = .init()) async throws -> Anthropic.BetaUserProfile {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/user_profiles/{user_profile_id}", parameters: ["user_profile_id": userProfileID])
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaUserProfile.self).value
            }

            /// List User Profiles
            ///
            /// - HTTP: `GET /v1/user_profiles?beta=true`
            /// - Operation: `BetaListUserProfiles`
            /// - Parameters:
            ///   - limit: Query parameter for limit
            ///   - page: Query parameter for page
            ///   - order: Query parameter for order
            public func list(limit: Int? = nil, page: String? = nil, order: Anthropic.BetaUserProfileListOrder? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaListUserProfilesResponse {
                var request = RequestComponents(method: "GET", path: "/v1/user_profiles")
                request.query.append("beta", "true")
                request.query.append("limit", limit)
                request.query.append("page", page)
                request.query.append("order", order)
                return try await core.send(request, options: options, as: Anthropic.BetaListUserProfilesResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `page` when given.
            ///
            /// - HTTP: `GET /v1/user_profiles?beta=true` (repeated)
            public func list(limit: Int? = nil, page: String? = nil, order: Anthropic.BetaUserProfileListOrder? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaListUserProfilesResponse, Anthropic.BetaUserProfile> {
                PageSequence(startingAt: page, fetchPage: { cursor in
                    try await self.list(limit: limit, page: cursor, order: order, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    return page.nextPage
                })
            }

            /// Create Enrollment URL
            ///
            /// - HTTP: `POST /v1/user_profiles/{user_profile_id}/enrollment_url?beta=true`
            /// - Operation: `BetaCreateEnrollmentUrl`
            /// - Parameters:
            ///   - userProfileID: Path parameter user_profile_id
            public func enrollmentURL(userProfileID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaEnrollmentUrl {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/user_profiles/{user_profile_id}/enrollment_url", parameters: ["user_profile_id": userProfileID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaEnrollmentUrl.self).value
            }
        }

        /// The `vaults` resource.
        public struct Vaults: Sendable {
            let core: APIClientCore

            /// `credentials` operations.
            public var credentials: AnthropicClient.Beta.Vaults.Credentials { AnthropicClient.Beta.Vaults.Credentials(core: core) }

            /// Create Vault
            ///
            /// - HTTP: `POST /v1/vaults?beta=true`
            /// - Operation: `BetaCreateVault`
            public func create(_ body: Anthropic.BetaManagedAgentsCreateVaultRequest, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsVault {
                var request = RequestComponents(method: "POST", path: "/v1/vaults")
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsVault.self).value
            }

            /// Get Vault
            ///
            /// - HTTP: `GET /v1/vaults/{vault_id}?beta=true`
            /// - Operation: `BetaGetVault`
            /// - Parameters:
            ///   - vaultID: Path parameter vault_id
            public func retrieve(vaultID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsVault {
                var request = try RequestComponents(method: "GET", pathTemplate: "/v1/vaults/{vault_id}", parameters: ["vault_id": vaultID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsVault.self).value
            }

            /// Update Vault
            ///
            /// - HTTP: `POST /v1/vaults/{vault_id}?beta=true`
            /// - Operation: `BetaUpdateVault`
            /// - Parameters:
            ///   - vaultID: Path parameter vault_id
            public func update(vaultID: String, _ body: Anthropic.BetaManagedAgentsUpdateVaultRequestBody, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsVault {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/vaults/{vault_id}", parameters: ["vault_id": vaultID])
                request.query.append("beta", "true")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsVault.self).value
            }

            /// List Vaults
            ///
            /// - HTTP: `GET /v1/vaults?beta=true`
            /// - Operation: `BetaListVaults`
            /// - Parameters:
            ///   - limit: Maximum number of vaults to return per page. Defaults to 20, maximum 100.
            ///   - page: Opaque pagination token from a previous `list_vaults` response.
            ///   - includeArchived: Whether to include archived vaults in the results.
            public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsListVaultsResponse {
                var request = RequestComponents(method: "GET", path: "/v1/vaults")
                request.query.append("beta", "true")
                request.query.append("limit", limit)
                request.query.append("page", page)
                request.query.append("include_archived", includeArchived)
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsListVaultsResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `page` when given.
            ///
            /// - HTTP: `GET /v1/vaults?beta=true` (repeated)
            public func list(limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaManagedAgentsListVaultsResponse, Anthropic.BetaManagedAgentsVault> {
                PageSequence(startingAt: page, fetchPage: { cursor in
                    try await self.list(limit: limit, page: cursor, includeArchived: includeArchived, options: options)
                }, items: { $0.data ?? [] }, nextCursor: { page in
                    return page.nextPage
                })
            }

            /// Delete Vault
            ///
            /// - HTTP: `DELETE /v1/vaults/{vault_id}?beta=true`
            /// - Operation: `BetaDeleteVault`
            /// - Parameters:
            ///   - vaultID: Path parameter vault_id
            public func delete(vaultID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsDeletedVault {
                var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/vaults/{vault_id}", parameters: ["vault_id": vaultID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsDeletedVault.self).value
            }

            /// Archive Vault
            ///
            /// - HTTP: `POST /v1/vaults/{vault_id}/archive?beta=true`
            /// - Operation: `BetaArchiveVault`
            /// - Parameters:
            ///   - vaultID: Path parameter vault_id
            public func archive(vaultID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsVault {
                var request = try RequestComponents(method: "POST", pathTemplate: "/v1/vaults/{vault_id}/archive", parameters: ["vault_id": vaultID])
                request.query.append("beta", "true")
                return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsVault.self).value
            }

            /// The `credentials` resource.
            public struct Credentials: Sendable {
                let core: APIClientCore

                /// Create Credential
                ///
                /// - HTTP: `POST /v1/vaults/{vault_id}/credentials?beta=true`
                /// - Operation: `BetaCreateCredential`
                /// - Parameters:
                ///   - vaultID: Path parameter vault_id
                public func create(vaultID: String, _ body: Anthropic.BetaManagedAgentsCreateCredentialRequestBody, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsCredential {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/v1/vaults/{vault_id}/credentials", parameters: ["vault_id": vaultID])
                    request.query.append("beta", "true")
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsCredential.self).value
                }

                /// Get Credential
                ///
                /// - HTTP: `GET /v1/vaults/{vault_id}/credentials/{credential_id}?beta=true`
                /// - Operation: `BetaGetCredential`
                /// - Parameters:
                ///   - vaultID: Path parameter vault_id
                ///   - credentialID: Path parameter credential_id
                public func retrieve(vaultID: String, credentialID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsCredential {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/vaults/{vault_id}/credentials/{credential_id}", parameters: ["vault_id": vaultID, "credential_id": credentialID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsCredential.self).value
                }

                /// Update Credential
                ///
                /// - HTTP: `POST /v1/vaults/{vault_id}/credentials/{credential_id}?beta=true`
                /// - Operation: `BetaUpdateCredential`
                /// - Parameters:
                ///   - vaultID: Path parameter vault_id
                ///   - credentialID: Path parameter credential_id
                public func update(vaultID: String, credentialID: String, _ body: Anthropic.BetaManagedAgentsUpdateCredentialRequestBody, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsCredential {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/v1/vaults/{vault_id}/credentials/{credential_id}", parameters: ["vault_id": vaultID, "credential_id": credentialID])
                    request.query.append("beta", "true")
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsCredential.self).value
                }

                /// List Credentials
                ///
                /// - HTTP: `GET /v1/vaults/{vault_id}/credentials?beta=true`
                /// - Operation: `BetaListCredentials`
                /// - Parameters:
                ///   - vaultID: Path parameter vault_id
                ///   - limit: Maximum number of credentials to return per page. Defaults to 20, maximum 100.
                ///   - page: Opaque pagination token from a previous `list_credentials` response.
                ///   - includeArchived: Whether to include archived credentials in the results.
                public func list(vaultID: String, limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsListCredentialsResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/v1/vaults/{vault_id}/credentials", parameters: ["vault_id": vaultID])
                    request.query.append("beta", "true")
                    request.query.append("limit", limit)
                    request.query.append("page", page)
                    request.query.append("include_archived", includeArchived)
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsListCredentialsResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `page` when given.
                ///
                /// - HTTP: `GET /v1/vaults/{vault_id}/credentials?beta=true` (repeated)
                public func list(vaultID: String, limit: Int? = nil, page: String? = nil, includeArchived: Bool? = nil, options: RequestOptions = .init()) -> PageSequence<Anthropic.BetaManagedAgentsListCredentialsResponse, Anthropic.BetaManagedAgentsCredential> {
                    PageSequence(startingAt: page, fetchPage: { cursor in
                        try await self.list(vaultID: vaultID, limit: limit, page: cursor, includeArchived: includeArchived, options: options)
                    }, items: { $0.data ?? [] }, nextCursor: { page in
                        return page.nextPage
                    })
                }

                /// Delete Credential
                ///
                /// - HTTP: `DELETE /v1/vaults/{vault_id}/credentials/{credential_id}?beta=true`
                /// - Operation: `BetaDeleteCredential`
                /// - Parameters:
                ///   - vaultID: Path parameter vault_id
                ///   - credentialID: Path parameter credential_id
                public func delete(vaultID: String, credentialID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsDeletedCredential {
                    var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/vaults/{vault_id}/credentials/{credential_id}", parameters: ["vault_id": vaultID, "credential_id": credentialID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsDeletedCredential.self).value
                }

                /// Archive Credential
                ///
                /// - HTTP: `POST /v1/vaults/{vault_id}/credentials/{credential_id}/archive?beta=true`
                /// - Operation: `BetaArchiveCredential`
                /// - Parameters:
                ///   - vaultID: Path parameter vault_id
                ///   - credentialID: Path parameter credential_id
                public func archive(vaultID: String, credentialID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsCredential {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/v1/vaults/{vault_id}/credentials/{credential_id}/archive", parameters: ["vault_id": vaultID, "credential_id": credentialID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsCredential.self).value
                }

                /// Validate Credential
                ///
                /// - HTTP: `POST /v1/vaults/{vault_id}/credentials/{credential_id}/mcp_oauth_validate?beta=true`
                /// - Operation: `BetaValidateCredential`
                /// - Parameters:
                ///   - vaultID: Path parameter vault_id
                ///   - credentialID: Path parameter credential_id
                public func mcpOauthValidate(vaultID: String, credentialID: String, options: RequestOptions = .init()) async throws -> Anthropic.BetaManagedAgentsCredentialValidation {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/v1/vaults/{vault_id}/credentials/{credential_id}/mcp_oauth_validate", parameters: ["vault_id": vaultID, "credential_id": credentialID])
                    request.query.append("beta", "true")
                    return try await core.send(request, options: options, as: Anthropic.BetaManagedAgentsCredentialValidation.self).value
                }
            }
        }
    }
}
