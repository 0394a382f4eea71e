// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient {
    /// `files` operations.
    public var files: AnthropicClient.Files { AnthropicClient.Files(core: core) }

    /// The `files` resource.
    public nonisolated struct Files: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Upload File
        ///
        /// - HTTP: `POST /v1/files`
        /// - Operation: `files.upload`
        /// - Parameters:
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicMessages.FilesUploadRequest, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.FileMetadata {
            var request = RequestComponents(method: "POST", path: "/v1/files", operation: "files.upload")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: AnthropicMessages.FileMetadata.self).value
        }

        /// Get File Metadata
        ///
        /// - HTTP: `GET /v1/files/{file_id}`
        /// - Operation: `files.retrieve_metadata`
        /// - Parameters:
        ///   - fileID: ID of the File.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(fileID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.FileMetadata {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/files/{file_id}", parameters: ["file_id": fileID], operation: "files.retrieve_metadata")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.FileMetadata.self).value
        }

        /// List Files
        ///
        /// - HTTP: `GET /v1/files`
        /// - Operation: `files.list`
        /// - Parameters:
        ///   - ids: Restrict the result set to Files whose `id` is in this list. At most 100 entries
        ///   - limit: Number of items to return per page.
        ///   - page: Opaque page cursor returned in a prior list response's `next_page`. Prefixed
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(ids: [String]? = nil, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.FilesListResponse {
            var request = RequestComponents(method: "GET", path: "/v1/files", operation: "files.list")
            request.query.append("ids[]", ids, style: .bracketed)
            request.query.append("limit", limit)
            request.query.append("page", page)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.FilesListResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `page` when given.
        ///
        /// - HTTP: `GET /v1/files` (repeated)
        public func list(ids: [String]? = nil, limit: Int? = nil, page: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicMessages.FilesListResponse, AnthropicMessages.FileMetadata> {
            PageSequence(startingAt: page, fetchPage: { cursor in
                try await self.list(ids: ids, limit: limit, page: cursor, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                return page.nextPage
            })
        }

        /// Delete File
        ///
        /// - HTTP: `DELETE /v1/files/{file_id}`
        /// - Operation: `files.delete`
        /// - Parameters:
        ///   - fileID: ID of the File.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(fileID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.DeletedFile {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/files/{file_id}", parameters: ["file_id": fileID], operation: "files.delete")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.DeletedFile.self).value
        }

        /// Download File
        ///
        /// - HTTP: `GET /v1/files/{file_id}/content`
        /// - Operation: `files.download`
        /// - Parameters:
        ///   - fileID: ID of the File.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func content(fileID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> Data {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/files/{file_id}/content", parameters: ["file_id": fileID], operation: "files.download")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.headers.set("Accept", "application/octet-stream")
            return try await core.sendData(request, options: options).value
        }

        /// Like `content(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `GET /v1/files/{file_id}/content`
        @discardableResult
        public func content(fileID: String, anthropicWorkspaceID: String? = nil, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/files/{file_id}/content", parameters: ["file_id": fileID], operation: "files.download")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.headers.set("Accept", "application/octet-stream")
            return try await core.download(request, options: options, to: destination).value
        }
    }
}
