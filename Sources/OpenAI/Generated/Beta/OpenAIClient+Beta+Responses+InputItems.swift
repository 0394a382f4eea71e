// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses
import _OpenAICore

nonisolated extension OpenAIClient.Beta.Responses {
    /// The `inputItems` resource.
    public nonisolated struct InputItems: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List input items
        ///
        /// Returns a list of input items for a given response.
        ///
        /// - HTTP: `GET /responses/{response_id}/input_items?beta=true`
        /// - Operation: `beta_listInputItems`
        /// - Parameters:
        ///   - responseID: The ID of the response to retrieve input items for.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between
        ///   - order: The order to return the input items in. Default is `desc`.
        ///   - after: An item ID to list items after, used in pagination.
        ///   - include: Additional fields to include in the response. See the `include`
        ///   - openaiBeta: Optional beta features to enable for this request.
        public func list(responseID: String, limit: Int? = nil, order: OpenAIResponses.ListInputItemsOrder? = nil, after: String? = nil, include: [OpenAIResponses.IncludeEnum]? = nil, openaiBeta: [OpenAIBeta.BetaListInputItemsOpenaiBetaItem]? = nil, options: RequestOptions = .init()) async throws -> OpenAIBeta.BetaResponseItemList {
            var request = try RequestComponents(method: "GET", pathTemplate: "/responses/{response_id}/input_items", parameters: ["response_id": responseID], operation: "beta_listInputItems")
            request.query.append("beta", "true")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("include", include, style: .bracketed)
            request.headers.set("openai-beta", openaiBeta)
            return try await core.send(request, options: options, as: OpenAIBeta.BetaResponseItemList.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /responses/{response_id}/input_items?beta=true` (repeated)
        public func list(responseID: String, limit: Int? = nil, order: OpenAIResponses.ListInputItemsOrder? = nil, after: String? = nil, include: [OpenAIResponses.IncludeEnum]? = nil, openaiBeta: [OpenAIBeta.BetaListInputItemsOpenaiBetaItem]? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIBeta.BetaResponseItemList, OpenAIBeta.BetaItemResource> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(responseID: responseID, limit: limit, order: order, after: cursor, include: include, openaiBeta: openaiBeta, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? nil : page.lastID
            })
        }
    }
}
