// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `files` operations.
    public var files: OpenAIClient.Files { OpenAIClient.Files(core: core) }

    /// The `files` resource.
    public nonisolated struct Files: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Upload file
        ///
        /// Upload a file that can be used across various endpoints. Individual files
        /// can be up to 512 MB, and each project can store up to 2.5 TB of files in
        /// total. There is no organization-wide storage limit. Uploads to this
        /// endpoint are rate-limited to 1,000 requests per minute per authenticated
        /// user.
        ///
        /// - The Assistants API supports files up to 2 million tokens and of specific
        ///   file types. See the [Assistants Tools guide](https://platform.openai.com/docs/assistants/tools) for
        ///   details.
        /// - The Fine-tuning API only supports `.jsonl` files. The input also has
        ///   certain required formats for fine-tuning
        ///   [chat](https://platform.openai.com/docs/api-reference/fine-tuning/chat-input) or
        ///   [completions](https://platform.openai.com/docs/api-reference/fine-tuning/completions-input) models.
        /// - The Batch API only supports `.jsonl` files up to 200 MB in size. The input
        ///   also has a specific required
        ///   [format](https://platform.openai.com/docs/api-reference/batch/request-input).
        /// - For Retrieval or `file_search` ingestion, upload files here first. If
        ///   you need to attach multiple uploaded files to the same vector store, use
        ///   [`/vector_stores/{vector_store_id}/file_batches`](https://platform.openai.com/docs/api-reference/vector-stores-file-batches/createBatch)
        ///   instead of attaching them one by one. Vector store attachment has separate
        ///   limits from file upload, including 2,000 attached files per minute per
        ///   organization.
        ///
        /// Please [contact us](https://help.openai.com/) if you need to increase these
        /// storage limits.
        ///
        /// - HTTP: `POST /files`
        /// - Operation: `createFile`
        public func create(_ body: OpenAIChat.CreateFileRequest, options: RequestOptions = .init()) async throws -> OpenAIChat.OpenAIFile {
            var request = RequestComponents(method: "POST", path: "/files", operation: "createFile")
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: OpenAIChat.OpenAIFile.self).value
        }

        /// Retrieve file
        ///
        /// Returns information about a specific file.
        ///
        /// - HTTP: `GET /files/{file_id}`
        /// - Operation: `retrieveFile`
        /// - Parameters:
        ///   - fileID: The ID of the file to use for this request.
        public func retrieve(fileID: String, options: RequestOptions = .init()) async throws -> OpenAIChat.OpenAIFile {
            let request = try RequestComponents(method: "GET", pathTemplate: "/files/{file_id}", parameters: ["file_id": fileID], operation: "retrieveFile")
            return try await core.send(request, options: options, as: OpenAIChat.OpenAIFile.self).value
        }

        /// List files
        ///
        /// Returns a list of files.
        ///
        /// - HTTP: `GET /files`
        /// - Operation: `listFiles`
        /// - Parameters:
        ///   - purpose: Only return files with the given purpose.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 10,000, and the default is 10,000.
        ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        public func list(purpose: String? = nil, limit: Int? = nil, order: OpenAIChat.ListFilesOrder? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIChat.ListFilesResponse {
            var request = RequestComponents(method: "GET", path: "/files", operation: "listFiles")
            request.query.append("purpose", purpose)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            return try await core.send(request, options: options, as: OpenAIChat.ListFilesResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /files` (repeated)
        public func list(purpose: String? = nil, limit: Int? = nil, order: OpenAIChat.ListFilesOrder? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIChat.ListFilesResponse, OpenAIChat.OpenAIFile> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(purpose: purpose, limit: limit, order: order, after: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Delete file
        ///
        /// Delete a file and remove it from all vector stores.
        ///
        /// - HTTP: `DELETE /files/{file_id}`
        /// - Operation: `deleteFile`
        /// - Parameters:
        ///   - fileID: The ID of the file to use for this request.
        public func delete(fileID: String, options: RequestOptions = .init()) async throws -> OpenAIChat.DeleteFileResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/files/{file_id}", parameters: ["file_id": fileID], operation: "deleteFile")
            return try await core.send(request, options: options, as: OpenAIChat.DeleteFileResponse.self).value
        }

        /// Retrieve file content
        ///
        /// Returns a response containing the contents of the specified file.
        ///
        /// - HTTP: `GET /files/{file_id}/content`
        /// - Operation: `downloadFile`
        /// - Parameters:
        ///   - fileID: The ID of the file to use for this request.
        public func content(fileID: String, options: RequestOptions = .init()) async throws -> Data {
            var request = try RequestComponents(method: "GET", pathTemplate: "/files/{file_id}/content", parameters: ["file_id": fileID], operation: "downloadFile")
            request.headers.set("Accept", "application/binary")
            return try await core.sendData(request, options: options).value
        }

        /// Like `content(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `GET /files/{file_id}/content`
        @discardableResult
        public func content(fileID: String, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = try RequestComponents(method: "GET", pathTemplate: "/files/{file_id}/content", parameters: ["file_id": fileID], operation: "downloadFile")
            request.headers.set("Accept", "application/binary")
            return try await core.download(request, options: options, to: destination).value
        }
    }
}
