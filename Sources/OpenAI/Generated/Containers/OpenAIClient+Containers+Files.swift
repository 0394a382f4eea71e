// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Containers {
    /// The `files` resource.
    public nonisolated struct Files: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create container file
        ///
        /// Create a Container File
        ///
        /// You can send either a multipart/form-data request with the raw file content, or a JSON request with a file ID.
        ///
        /// - HTTP: `POST /containers/{container_id}/files`
        /// - Operation: `CreateContainerFile`
        public func create(containerID: String, _ body: OpenAIPlatform.CreateContainerFileBody, options: RequestOptions = .init()) async throws -> OpenAIPlatform.ContainerFileResource {
            var request = try RequestComponents(method: "POST", pathTemplate: "/containers/{container_id}/files", parameters: ["container_id": containerID], operation: "CreateContainerFile")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIPlatform.ContainerFileResource.self).value
        }

        /// Retrieve container file
        ///
        /// Retrieve Container File
        ///
        /// - HTTP: `GET /containers/{container_id}/files/{file_id}`
        /// - Operation: `RetrieveContainerFile`
        public func retrieve(containerID: String, fileID: String, options: RequestOptions = .init()) async throws -> OpenAIPlatform.ContainerFileResource {
            let request = try RequestComponents(method: "GET", pathTemplate: "/containers/{container_id}/files/{file_id}", parameters: ["container_id": containerID, "file_id": fileID], operation: "RetrieveContainerFile")
            return try await core.send(request, options: options, as: OpenAIPlatform.ContainerFileResource.self).value
        }

        /// List container files
        ///
        /// List Container files
        ///
        /// - HTTP: `GET /containers/{container_id}/files`
        /// - Operation: `ListContainerFiles`
        /// - Parameters:
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        public func list(containerID: String, limit: Int? = nil, order: OpenAIPlatform.ListContainerFilesOrder? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIPlatform.ContainerFileListResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/containers/{container_id}/files", parameters: ["container_id": containerID], operation: "ListContainerFiles")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            return try await core.send(request, options: options, as: OpenAIPlatform.ContainerFileListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /containers/{container_id}/files` (repeated)
        public func list(containerID: String, limit: Int? = nil, order: OpenAIPlatform.ListContainerFilesOrder? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIPlatform.ContainerFileListResource, OpenAIPlatform.ContainerFileResource> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(containerID: containerID, limit: limit, order: order, after: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Delete a container file
        ///
        /// Delete Container File
        ///
        /// - HTTP: `DELETE /containers/{container_id}/files/{file_id}`
        /// - Operation: `DeleteContainerFile`
        @discardableResult
        public func delete(containerID: String, fileID: String, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/containers/{container_id}/files/{file_id}", parameters: ["container_id": containerID, "file_id": fileID], operation: "DeleteContainerFile")
            return try await core.sendEmpty(request, options: options)
        }

        /// Retrieve container file content
        ///
        /// Retrieve Container File Content
        ///
        /// - HTTP: `GET /containers/{container_id}/files/{file_id}/content`
        /// - Operation: `RetrieveContainerFileContent`
        public func content(containerID: String, fileID: String, options: RequestOptions = .init()) async throws -> Data {
            var request = try RequestComponents(method: "GET", pathTemplate: "/containers/{container_id}/files/{file_id}/content", parameters: ["container_id": containerID, "file_id": fileID], operation: "RetrieveContainerFileContent")
            request.headers.set("Accept", "application/binary")
            return try await core.sendData(request, options: options).value
        }

        /// Like `content(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `GET /containers/{container_id}/files/{file_id}/content`
        @discardableResult
        public func content(containerID: String, fileID: String, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = try RequestComponents(method: "GET", pathTemplate: "/containers/{container_id}/files/{file_id}/content", parameters: ["container_id": containerID, "file_id": fileID], operation: "RetrieveContainerFileContent")
            request.headers.set("Accept", "application/binary")
            return try await core.download(request, options: options, to: destination).value
        }
    }
}
