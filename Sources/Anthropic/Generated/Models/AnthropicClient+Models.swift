// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient {
    /// `models` operations.
    public var models: AnthropicClient.Models { AnthropicClient.Models(core: core) }

    /// The `models` resource.
    public nonisolated struct Models: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get a Model
        ///
        /// Get a specific model.
        ///
        /// The Models API response can be used to determine information about a specific model or resolve a model alias to a model ID.
        ///
        /// - HTTP: `GET /v1/models/{model_id}`
        /// - Operation: `models_get`
        /// - Parameters:
        ///   - modelID: Model identifier or alias.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(modelID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.ModelInfo {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/models/{model_id}", parameters: ["model_id": modelID], operation: "models_get")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.ModelInfo.self).value
        }

        /// List Models
        ///
        /// List available models.
        ///
        /// The Models API response can be used to determine which models are available for use in the API. More recently released models are listed first.
        ///
        /// - HTTP: `GET /v1/models`
        /// - Operation: `models_list`
        /// - Parameters:
        ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the page of results immediately before this object.
        ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the page of results immediately after this object.
        ///   - limit: Number of items to return per page.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        ///   - lifecycle: Filter the list to models in any of the given lifecycle stages (`active`,
        public func list(beforeID: String? = nil, afterID: String? = nil, limit: Int? = nil, anthropicWorkspaceID: String? = nil, lifecycle: [AnthropicMessages.ModelsListLifecycleItem]? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.ListResponse_ModelInfo_ {
            var request = RequestComponents(method: "GET", path: "/v1/models", operation: "models_list")
            request.query.append("before_id", beforeID)
            request.query.append("after_id", afterID)
            request.query.append("limit", limit)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.query.append("lifecycle[]", lifecycle, style: .bracketed)
            return try await core.send(request, options: options, as: AnthropicMessages.ListResponse_ModelInfo_.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `afterID` when given.
        ///
        /// - HTTP: `GET /v1/models` (repeated)
        public func list(beforeID: String? = nil, afterID: String? = nil, limit: Int? = nil, anthropicWorkspaceID: String? = nil, lifecycle: [AnthropicMessages.ModelsListLifecycleItem]? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicMessages.ListResponse_ModelInfo_, AnthropicMessages.ModelInfo> {
            PageSequence(startingAt: afterID, fetchPage: { cursor in
                try await self.list(beforeID: beforeID, afterID: cursor, limit: limit, anthropicWorkspaceID: anthropicWorkspaceID, lifecycle: lifecycle, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }
    }
}
