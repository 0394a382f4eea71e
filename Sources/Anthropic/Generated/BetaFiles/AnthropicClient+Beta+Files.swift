// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `files` operations.
    public var files: AnthropicClient.Beta.Files { AnthropicClient.Beta.Files(core: core) }

    /// The `files` resource.
    public nonisolated struct Files: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List Files
        ///
        /// - HTTP: `GET /v1/files?beta=true`
        /// - Operation: `beta_list_files_v1_files_get`
        /// - Parameters:
        ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the page of results immediately before this object.
        ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the page of results immediately after this object.
        ///   - limit: Number of items to return per page.
        ///   - scopeID: Filter by scope ID. Only returns files associated with the specified scope (e.g., a session ID).
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        ///   - ids: Restrict the result set to Files whose `id` is in this list. At most 100 entries
        ///   - page: Opaque page cursor returned in a prior list response's `next_page`. Prefixed
        public func list(beforeID: String? = nil, afterID: String? = nil, limit: Int? = nil, scopeID: String? = nil, anthropicWorkspaceID: String? = nil, ids: [String]? = nil, page: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaFileListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/files", operation: "beta_list_files_v1_files_get")
            request.query.append("beta", "true")
            request.query.append("before_id", beforeID)
            request.query.append("after_id", afterID)
            request.query.append("limit", limit)
            request.query.append("scope_id", scopeID)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.query.append("ids[]", ids, style: .bracketed)
            request.query.append("page", page)
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaFileListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `afterID` when given.
        ///
        /// - HTTP: `GET /v1/files?beta=true` (repeated)
        public func list(beforeID: String? = nil, afterID: String? = nil, limit: Int? = nil, scopeID: String? = nil, anthropicWorkspaceID: String? = nil, ids: [String]? = nil, page: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicBetaMessages.BetaFileListResponse, AnthropicBetaMessages.BetaFileMetadataSchema> {
            PageSequence(startingAt: afterID, fetchPage: { cursor in
                try await self.list(beforeID: beforeID, afterID: cursor, limit: limit, scopeID: scopeID, anthropicWorkspaceID: anthropicWorkspaceID, ids: ids, page: page, options: options)
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
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(fileID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaFileDeleteResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/files/{file_id}", parameters: ["file_id": fileID], operation: "beta_delete_file_v1_files__file_id__delete")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaFileDeleteResponse.self).value
        }

        /// Download File
        ///
        /// - HTTP: `GET /v1/files/{file_id}/content?beta=true`
        /// - Operation: `beta_download_file_v1_files__file_id__content_get`
        /// - Parameters:
        ///   - fileID: ID of the File.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func download(fileID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> Data {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/files/{file_id}/content", parameters: ["file_id": fileID], operation: "beta_download_file_v1_files__file_id__content_get")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.headers.set("Accept", "application/octet-stream")
            return try await core.sendData(request, options: options).value
        }

        /// Like `download(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `GET /v1/files/{file_id}/content`
        @discardableResult
        public func download(fileID: String, anthropicWorkspaceID: String? = nil, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/files/{file_id}/content", parameters: ["file_id": fileID], operation: "beta_download_file_v1_files__file_id__content_get")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.headers.set("Accept", "application/octet-stream")
            return try await core.download(request, options: options, to: destination).value
        }

        /// Get File Metadata
        ///
        /// - HTTP: `GET /v1/files/{file_id}?beta=true`
        /// - Operation: `beta_get_file_metadata_v1_files__file_id__get`
        /// - Parameters:
        ///   - fileID: ID of the File.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieveMetadata(fileID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaFileMetadataSchema {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/files/{file_id}", parameters: ["file_id": fileID], operation: "beta_get_file_metadata_v1_files__file_id__get")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaFileMetadataSchema.self).value
        }

        /// Upload File
        ///
        /// - HTTP: `POST /v1/files?beta=true`
        /// - Operation: `beta_upload_file_v1_files_post`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func upload(_ body: AnthropicBetaMessages.BetaUploadFileV1FilesPostRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaFileMetadataSchema {
            var request = RequestComponents(method: "POST", path: "/v1/files", operation: "beta_upload_file_v1_files_post")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaFileMetadataSchema.self).value
        }
    }
}
