// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore
import _OpenAIShared

extension OpenAIClient {
    /// `chatkit` operations.
    public var chatkit: OpenAIClient.Chatkit { OpenAIClient.Chatkit(core: core) }

    /// The `chatkit` resource.
    public struct Chatkit: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `sessions` operations.
        public var sessions: OpenAIClient.Chatkit.Sessions { OpenAIClient.Chatkit.Sessions(core: core) }

        /// `threads` operations.
        public var threads: OpenAIClient.Chatkit.Threads { OpenAIClient.Chatkit.Threads(core: core) }

        /// The `sessions` resource.
        public struct Sessions: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Create a ChatKit session.
            ///
            /// - HTTP: `POST /chatkit/sessions`
            /// - Operation: `CreateChatSessionMethod`
            public func create(_ body: _OpenAIChatkit.CreateChatSessionBody? = nil, options: RequestOptions = .init()) async throws -> _OpenAIChatkit.ChatSessionResource {
                var request = RequestComponents(method: "POST", path: "/chatkit/sessions")
                if let body { try request.setJSONBody(body) }
                return try await core.send(request, options: options, as: _OpenAIChatkit.ChatSessionResource.self).value
            }

            /// Cancel an active ChatKit session and return its most recent metadata.
            ///
            /// Cancelling prevents new requests from using the issued client secret.
            ///
            /// - HTTP: `POST /chatkit/sessions/{session_id}/cancel`
            /// - Operation: `CancelChatSessionMethod`
            /// - Parameters:
            ///   - sessionID: Unique identifier for the ChatKit session to cancel.
            public func cancel(sessionID: String, options: RequestOptions = .init()) async throws -> _OpenAIChatkit.ChatSessionResource {
                let request = try RequestComponents(method: "POST", pathTemplate: "/chatkit/sessions/{session_id}/cancel", parameters: ["session_id": sessionID])
                return try await core.send(request, options: options, as: _OpenAIChatkit.ChatSessionResource.self).value
            }
        }

        /// The `threads` resource.
        public struct Threads: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `items` operations.
            public var items: OpenAIClient.Chatkit.Threads.Items { OpenAIClient.Chatkit.Threads.Items(core: core) }

            /// Retrieve a ChatKit thread by its identifier.
            ///
            /// - HTTP: `GET /chatkit/threads/{thread_id}`
            /// - Operation: `GetThreadMethod`
            /// - Parameters:
            ///   - threadID: Identifier of the ChatKit thread to retrieve.
            public func retrieve(threadID: String, options: RequestOptions = .init()) async throws -> _OpenAIChatkit.ThreadResource {
                let request = try RequestComponents(method: "GET", pathTemplate: "/chatkit/threads/{thread_id}", parameters: ["thread_id": threadID])
                return try await core.send(request, options: options, as: _OpenAIChatkit.ThreadResource.self).value
            }

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
            public func list(limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, before: String? = nil, user: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIChatkit.ThreadListResource {
                var request = RequestComponents(method: "GET", path: "/chatkit/threads")
                request.query.append("limit", limit)
                request.query.append("order", order)
                request.query.append("after", after)
                request.query.append("before", before)
                request.query.append("user", user)
                return try await core.send(request, options: options, as: _OpenAIChatkit.ThreadListResource.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /chatkit/threads` (repeated)
            public func list(limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, before: String? = nil, user: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIChatkit.ThreadListResource, _OpenAIChatkit.ThreadResource> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(limit: limit, order: order, after: cursor, before: before, user: user, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID ?? page.data.last?.id
                })
            }

            /// Delete a ChatKit thread along with its items and stored attachments.
            ///
            /// - HTTP: `DELETE /chatkit/threads/{thread_id}`
            /// - Operation: `DeleteThreadMethod`
            /// - Parameters:
            ///   - threadID: Identifier of the ChatKit thread to delete.
            public func delete(threadID: String, options: RequestOptions = .init()) async throws -> _OpenAIChatkit.DeletedThreadResource {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/chatkit/threads/{thread_id}", parameters: ["thread_id": threadID])
                return try await core.send(request, options: options, as: _OpenAIChatkit.DeletedThreadResource.self).value
            }

            /// The `items` resource.
            public struct Items: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

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
                public func list(threadID: String, limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIChatkit.ThreadItemListResource {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/chatkit/threads/{thread_id}/items", parameters: ["thread_id": threadID])
                    request.query.append("limit", limit)
                    request.query.append("order", order)
                    request.query.append("after", after)
                    request.query.append("before", before)
                    return try await core.send(request, options: options, as: _OpenAIChatkit.ThreadItemListResource.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /chatkit/threads/{thread_id}/items` (repeated)
                public func list(threadID: String, limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIChatkit.ThreadItemListResource, _OpenAIChatkit.ThreadItem> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(threadID: threadID, limit: limit, order: order, after: cursor, before: before, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID ?? nil
                    })
                }
            }
        }
    }
}
