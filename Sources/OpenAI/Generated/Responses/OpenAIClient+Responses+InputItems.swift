// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Responses {
    /// The `inputItems` resource.
    public nonisolated struct InputItems: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List input items
        ///
        /// Returns a list of input items for a given response.
        ///
        /// - HTTP: `GET /responses/{response_id}/input_items`
        /// - Operation: `listInputItems`
        /// - Parameters:
        ///   - responseID: The ID of the response to retrieve input items for.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between
        ///   - order: The order to return the input items in. Default is `desc`.
        ///   - after: An item ID to list items after, used in pagination.
        ///   - include: Additional fields to include in the response. See the `include`
        public func list(responseID: String, limit: Int? = nil, order: OpenAIResponses.ListInputItemsOrder? = nil, after: String? = nil, include: [OpenAIResponses.IncludeEnum]? = nil, options: RequestOptions = .init()) async throws -> OpenAIResponses.ResponseItemList {
            var request = try RequestComponents(method: "GET", pathTemplate: "/responses/{response_id}/input_items", parameters: ["response_id": responseID], operation: "listInputItems")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("include", include, style: .bracketed)
            return try await core.send(request, options: options, as: OpenAIResponses.ResponseItemList.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /responses/{response_id}/input_items` (repeated)
        public func list(responseID: String, limit: Int? = nil, order: OpenAIResponses.ListInputItemsOrder? = nil, after: String? = nil, include: [OpenAIResponses.IncludeEnum]? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIResponses.ResponseItemList, OpenAIResponses.ItemResource> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(responseID: responseID, limit: limit, order: order, after: cursor, include: include, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? nil : page.lastID
            })
        }
    }
}
