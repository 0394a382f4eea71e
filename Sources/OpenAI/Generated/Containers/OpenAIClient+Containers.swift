// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `containers` operations.
    public var containers: OpenAIClient.Containers { OpenAIClient.Containers(core: core) }

    /// The `containers` resource.
    public nonisolated struct Containers: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `files` operations.
        public var files: OpenAIClient.Containers.Files { OpenAIClient.Containers.Files(core: core) }

        /// Create container
        ///
        /// Create Container
        ///
        /// - HTTP: `POST /containers`
        /// - Operation: `CreateContainer`
        public func create(_ body: OpenAIPlatform.CreateContainerBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIPlatform.ContainerResource {
            var request = RequestComponents(method: "POST", path: "/containers", operation: "CreateContainer")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIPlatform.ContainerResource.self).value
        }

        /// Retrieve container
        ///
        /// Retrieve Container
        ///
        /// - HTTP: `GET /containers/{container_id}`
        /// - Operation: `RetrieveContainer`
        public func retrieve(containerID: String, options: RequestOptions = .init()) async throws -> OpenAIPlatform.ContainerResource {
            let request = try RequestComponents(method: "GET", pathTemplate: "/containers/{container_id}", parameters: ["container_id": containerID], operation: "RetrieveContainer")
            return try await core.send(request, options: options, as: OpenAIPlatform.ContainerResource.self).value
        }

        /// List containers
        ///
        /// List Containers
        ///
        /// - HTTP: `GET /containers`
        /// - Operation: `ListContainers`
        /// - Parameters:
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - name: Filter results by container name.
        public func list(limit: Int? = nil, order: OpenAIPlatform.ListContainersOrder? = nil, after: String? = nil, name: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIPlatform.ContainerListResource {
            var request = RequestComponents(method: "GET", path: "/containers", operation: "ListContainers")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("name", name)
            return try await core.send(request, options: options, as: OpenAIPlatform.ContainerListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /containers` (repeated)
        public func list(limit: Int? = nil, order: OpenAIPlatform.ListContainersOrder? = nil, after: String? = nil, name: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIPlatform.ContainerListResource, OpenAIPlatform.ContainerResource> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, order: order, after: cursor, name: name, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Delete a container
        ///
        /// Delete Container
        ///
        /// - HTTP: `DELETE /containers/{container_id}`
        /// - Operation: `DeleteContainer`
        /// - Parameters:
        ///   - containerID: The ID of the container to delete.
        @discardableResult
        public func delete(containerID: String, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/containers/{container_id}", parameters: ["container_id": containerID], operation: "DeleteContainer")
            return try await core.sendEmpty(request, options: options)
        }
    }
}
