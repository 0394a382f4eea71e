// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Conversations {
    /// The `items` resource.
    public nonisolated struct Items: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create items
        ///
        /// Create items in a conversation with the given ID.
        ///
        /// - HTTP: `POST /conversations/{conversation_id}/items`
        /// - Operation: `createConversationItems`
        /// - Parameters:
        ///   - conversationID: The ID of the conversation to add the item to.
        ///   - include: Additional fields to include in the response. See the `include`
        public func create(conversationID: String, _ body: OpenAIResponses.CreateConversationItemsRequest, include: [OpenAIResponses.IncludeEnum]? = nil, options: RequestOptions = .init()) async throws -> OpenAIResponses.ConversationItemList {
            var request = try RequestComponents(method: "POST", pathTemplate: "/conversations/{conversation_id}/items", parameters: ["conversation_id": conversationID], operation: "createConversationItems")
            request.query.append("include", include, style: .bracketed)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIResponses.ConversationItemList.self).value
        }

        /// Retrieve an item
        ///
        /// Get a single item from a conversation with the given IDs.
        ///
        /// - HTTP: `GET /conversations/{conversation_id}/items/{item_id}`
        /// - Operation: `getConversationItem`
        /// - Parameters:
        ///   - conversationID: The ID of the conversation that contains the item.
        ///   - itemID: The ID of the item to retrieve.
        ///   - include: Additional fields to include in the response. See the `include`
        public func retrieve(conversationID: String, itemID: String, include: [OpenAIResponses.IncludeEnum]? = nil, options: RequestOptions = .init()) async throws -> OpenAIResponses.ConversationItem {
            var request = try RequestComponents(method: "GET", pathTemplate: "/conversations/{conversation_id}/items/{item_id}", parameters: ["conversation_id": conversationID, "item_id": itemID], operation: "getConversationItem")
            request.query.append("include", include, style: .bracketed)
            return try await core.send(request, options: options, as: OpenAIResponses.ConversationItem.self).value
        }

        /// List items
        ///
        /// List all items for a conversation with the given ID.
        ///
        /// - HTTP: `GET /conversations/{conversation_id}/items`
        /// - Operation: `listConversationItems`
        /// - Parameters:
        ///   - conversationID: The ID of the conversation to list items for.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between
        ///   - order: The order to return the input items in. Default is `desc`.
        ///   - after: An item ID to list items after, used in pagination.
        ///   - include: Specify additional output data to include in the model response. Currently supported values are:
        public func list(conversationID: String, limit: Int? = nil, order: OpenAIResponses.ListConversationItemsOrder? = nil, after: String? = nil, include: [OpenAIResponses.IncludeEnum]? = nil, options: RequestOptions = .init()) async throws -> OpenAIResponses.ConversationItemList {
            var request = try RequestComponents(method: "GET", pathTemplate: "/conversations/{conversation_id}/items", parameters: ["conversation_id": conversationID], operation: "listConversationItems")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("include", include, style: .bracketed)
            return try await core.send(request, options: options, as: OpenAIResponses.ConversationItemList.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /conversations/{conversation_id}/items` (repeated)
        public func list(conversationID: String, limit: Int? = nil, order: OpenAIResponses.ListConversationItemsOrder? = nil, after: String? = nil, include: [OpenAIResponses.IncludeEnum]? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIResponses.ConversationItemList, OpenAIResponses.ConversationItem> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(conversationID: conversationID, limit: limit, order: order, after: cursor, include: include, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? nil : page.lastID
            })
        }

        /// Delete an item
        ///
        /// Delete an item from a conversation with the given IDs.
        ///
        /// - HTTP: `DELETE /conversations/{conversation_id}/items/{item_id}`
        /// - Operation: `deleteConversationItem`
        /// - Parameters:
        ///   - conversationID: The ID of the conversation that contains the item.
        ///   - itemID: The ID of the item to delete.
        public func delete(conversationID: String, itemID: String, options: RequestOptions = .init()) async throws -> OpenAIResponses.ConversationResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/conversations/{conversation_id}/items/{item_id}", parameters: ["conversation_id": conversationID, "item_id": itemID], operation: "deleteConversationItem")
            return try await core.send(request, options: options, as: OpenAIResponses.ConversationResource.self).value
        }
    }
}
