// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore
import _OpenAIShared

nonisolated extension OpenAIClient.Chatkit.Threads {
    /// The `items` resource.
    public nonisolated struct Items: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List ChatKit thread items
        ///
        /// List items that belong to a ChatKit thread.
        ///
        /// - HTTP: `GET /chatkit/threads/{thread_id}/items`
        /// - Operation: `ListThreadItemsMethod`
        /// - Parameters:
        ///   - threadID: Identifier of the ChatKit thread whose items are requested.
        ///   - limit: Maximum number of thread items to return. Defaults to 20.
        ///   - order: Sort order for results by creation time. Defaults to `desc`.
        ///   - after: List items created after this thread item ID. Defaults to null for the first page.
        ///   - before: List items created before this thread item ID. Defaults to null for the newest results.
        public func list(threadID: String, limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIPlatform.ThreadItemListResource {
            var request = try RequestComponents(method: "GET", pathTemplate: "/chatkit/threads/{thread_id}/items", parameters: ["thread_id": threadID], operation: "ListThreadItemsMethod")
            request.headers.set("OpenAI-Beta", "chatkit_beta=v1")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("before", before)
            return try await core.send(request, options: options, as: OpenAIPlatform.ThreadItemListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /chatkit/threads/{thread_id}/items` (repeated)
        public func list(threadID: String, limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIPlatform.ThreadItemListResource, OpenAIPlatform.ThreadItem> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(threadID: threadID, limit: limit, order: order, after: cursor, before: before, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? nil
            })
        }
    }
}
