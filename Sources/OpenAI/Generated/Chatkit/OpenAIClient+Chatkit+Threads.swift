// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore
import _OpenAIShared

nonisolated extension OpenAIClient.Chatkit {
    /// The `threads` resource.
    public nonisolated struct Threads: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `items` operations.
        public var items: OpenAIClient.Chatkit.Threads.Items { OpenAIClient.Chatkit.Threads.Items(core: core) }

        /// Retrieve ChatKit thread
        ///
        /// Retrieve a ChatKit thread by its identifier.
        ///
        /// - HTTP: `GET /chatkit/threads/{thread_id}`
        /// - Operation: `GetThreadMethod`
        /// - Parameters:
        ///   - threadID: Identifier of the ChatKit thread to retrieve.
        public func retrieve(threadID: String, options: RequestOptions = .init()) async throws -> OpenAIPlatform.ThreadResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/chatkit/threads/{thread_id}", parameters: ["thread_id": threadID], operation: "GetThreadMethod")
            request.headers.set("OpenAI-Beta", "chatkit_beta=v1")
            return try await core.send(request, options: options, as: OpenAIPlatform.ThreadResource.self).value
        }

        /// List ChatKit threads
        ///
        /// List ChatKit threads with optional pagination and user filters.
        ///
        /// - HTTP: `GET /chatkit/threads`
        /// - Operation: `ListThreadsMethod`
        /// - Parameters:
        ///   - limit: Maximum number of thread items to return. Defaults to 20.
        ///   - order: Sort order for results by creation time. Defaults to `desc`.
        ///   - after: List items created after this thread item ID. Defaults to null for the first page.
        ///   - before: List items created before this thread item ID. Defaults to null for the newest results.
        ///   - user: Filter threads that belong to this user identifier. Defaults to null to return all users.
        public func list(limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, before: String? = nil, user: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIPlatform.ThreadListResource {
            var request = RequestComponents(method: "GET", path: "/chatkit/threads", operation: "ListThreadsMethod")
            request.headers.set("OpenAI-Beta", "chatkit_beta=v1")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("before", before)
            request.query.append("user", user)
            return try await core.send(request, options: options, as: OpenAIPlatform.ThreadListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /chatkit/threads` (repeated)
        public func list(limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, before: String? = nil, user: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIPlatform.ThreadListResource, OpenAIPlatform.ThreadResource> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, order: order, after: cursor, before: before, user: user, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete ChatKit thread
        ///
        /// Delete a ChatKit thread along with its items and stored attachments.
        ///
        /// - HTTP: `DELETE /chatkit/threads/{thread_id}`
        /// - Operation: `DeleteThreadMethod`
        /// - Parameters:
        ///   - threadID: Identifier of the ChatKit thread to delete.
        public func delete(threadID: String, options: RequestOptions = .init()) async throws -> OpenAIPlatform.DeletedThreadResource {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/chatkit/threads/{thread_id}", parameters: ["thread_id": threadID], operation: "DeleteThreadMethod")
            request.headers.set("OpenAI-Beta", "chatkit_beta=v1")
            return try await core.send(request, options: options, as: OpenAIPlatform.DeletedThreadResource.self).value
        }
    }
}
