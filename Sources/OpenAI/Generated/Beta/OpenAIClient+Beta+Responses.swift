// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses
import _OpenAICore

nonisolated extension OpenAIClient.Beta {
    /// The `responses` resource.
    public nonisolated struct Responses: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `inputItems` operations.
        public var inputItems: OpenAIClient.Beta.Responses.InputItems { OpenAIClient.Beta.Responses.InputItems(core: core) }

        /// `inputTokens` operations.
        public var inputTokens: OpenAIClient.Beta.Responses.InputTokens { OpenAIClient.Beta.Responses.InputTokens(core: core) }

        /// Create a model response
        ///
        /// Creates a model response. Provide [text](https://platform.openai.com/docs/guides/text) or
        /// [image](https://platform.openai.com/docs/guides/images) inputs to generate [text](https://platform.openai.com/docs/guides/text)
        /// or [JSON](https://platform.openai.com/docs/guides/structured-outputs) outputs. Have the model call
        /// your own [custom code](https://platform.openai.com/docs/guides/function-calling) or use built-in
        /// [tools](https://platform.openai.com/docs/guides/tools) like [web search](https://platform.openai.com/docs/guides/tools-web-search)
        /// or [file search](https://platform.openai.com/docs/guides/tools-file-search) to use your own data
        /// as input for the model's response.
        ///
        /// - HTTP: `POST /responses?beta=true`
        /// - Operation: `beta_createResponse`
        /// - Parameters:
        ///   - openaiBeta: Optional beta features to enable for this request.
        public func create(_ body: OpenAIBeta.BetaCreateResponse, openaiBeta: [OpenAIBeta.BetaCreateResponseOpenaiBetaItem]? = nil, options: RequestOptions = .init()) async throws -> OpenAIBeta.BetaResponse {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = RequestComponents(method: "POST", path: "/responses", operation: "beta_createResponse")
            request.query.append("beta", "true")
            request.headers.set("openai-beta", openaiBeta)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIBeta.BetaResponse.self).value
        }

        /// Streams `create(…)`: the same call with streaming turned on, returning each
        /// `BetaResponseStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /responses?beta=true` (`text/event-stream`)
        /// - Operation: `beta_createResponse`
        public func stream(_ body: OpenAIBeta.BetaCreateResponse, openaiBeta: [OpenAIBeta.BetaCreateResponseOpenaiBetaItem]? = nil, options: RequestOptions = .init()) async throws -> EventStream<OpenAIBeta.BetaResponseStreamEvent> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/responses", operation: "beta_createResponse")
            request.query.append("beta", "true")
            request.headers.set("openai-beta", openaiBeta)
            try request.setJSONBody(body)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
            return try await core.sendEvents(request, options: options, of: OpenAIBeta.BetaResponseStreamEvent.self, format: format)
        }

        /// Get a model response
        ///
        /// Retrieves a model response with the given ID.
        ///
        /// - HTTP: `GET /responses/{response_id}?beta=true`
        /// - Operation: `beta_getResponse`
        /// - Parameters:
        ///   - responseID: The ID of the response to retrieve.
        ///   - include: Additional fields to include in the response. See the `include`
        ///   - startingAfter: The sequence number of the event after which to start streaming.
        ///   - includeObfuscation: When true, stream obfuscation will be enabled. Stream obfuscation adds
        ///   - openaiBeta: Optional beta features to enable for this request.
        public func retrieve(responseID: String, include: [OpenAIResponses.IncludeEnum]? = nil, startingAfter: Int? = nil, includeObfuscation: Bool? = nil, openaiBeta: [OpenAIBeta.BetaGetResponseOpenaiBetaItem]? = nil, options: RequestOptions = .init()) async throws -> OpenAIBeta.BetaResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/responses/{response_id}", parameters: ["response_id": responseID], operation: "beta_getResponse")
            request.query.append("beta", "true")
            request.query.append("include", include, style: .bracketed)
            request.query.append("starting_after", startingAfter)
            request.query.append("include_obfuscation", includeObfuscation)
            request.headers.set("openai-beta", openaiBeta)
            return try await core.send(request, options: options, as: OpenAIBeta.BetaResponse.self).value
        }

        /// Streams `retrieve(…)`: the same call with streaming turned on, returning each
        /// `BetaResponseStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `GET /responses/{response_id}?beta=true` (`text/event-stream`)
        /// - Operation: `beta_getResponse`
        public func retrieveStream(responseID: String, include: [OpenAIResponses.IncludeEnum]? = nil, startingAfter: Int? = nil, includeObfuscation: Bool? = nil, openaiBeta: [OpenAIBeta.BetaGetResponseOpenaiBetaItem]? = nil, options: RequestOptions = .init()) async throws -> EventStream<OpenAIBeta.BetaResponseStreamEvent> {
            var request = try RequestComponents(method: "GET", pathTemplate: "/responses/{response_id}", parameters: ["response_id": responseID], operation: "beta_getResponse")
            request.query.append("beta", "true")
            request.query.append("include", include, style: .bracketed)
            request.query.append("starting_after", startingAfter)
            request.query.append("include_obfuscation", includeObfuscation)
            request.headers.set("openai-beta", openaiBeta)
            request.query.append("stream", "true")
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
            return try await core.sendEvents(request, options: options, of: OpenAIBeta.BetaResponseStreamEvent.self, format: format)
        }

        /// Delete a model response
        ///
        /// Deletes a model response with the given ID.
        ///
        /// - HTTP: `DELETE /responses/{response_id}?beta=true`
        /// - Operation: `beta_deleteResponse`
        /// - Parameters:
        ///   - responseID: The ID of the response to delete.
        ///   - openaiBeta: Optional beta features to enable for this request.
        @discardableResult
        public func delete(responseID: String, openaiBeta: [OpenAIBeta.BetaDeleteResponseOpenaiBetaItem]? = nil, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/responses/{response_id}", parameters: ["response_id": responseID], operation: "beta_deleteResponse")
            request.query.append("beta", "true")
            request.headers.set("openai-beta", openaiBeta)
            request.headers.set("Accept", "*/*")
            return try await core.sendEmpty(request, options: options)
        }

        /// Cancel a response
        ///
        /// Cancels a model response with the given ID. Only responses created with
        /// the `background` parameter set to `true` can be cancelled.
        /// [Learn more](https://platform.openai.com/docs/guides/background).
        ///
        /// - HTTP: `POST /responses/{response_id}/cancel?beta=true`
        /// - Operation: `beta_cancelResponse`
        /// - Parameters:
        ///   - responseID: The ID of the response to cancel.
        ///   - openaiBeta: Optional beta features to enable for this request.
        public func cancel(responseID: String, openaiBeta: [OpenAIBeta.BetaCancelResponseOpenaiBetaItem]? = nil, options: RequestOptions = .init()) async throws -> OpenAIBeta.BetaResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/responses/{response_id}/cancel", parameters: ["response_id": responseID], operation: "beta_cancelResponse")
            request.query.append("beta", "true")
            request.headers.set("openai-beta", openaiBeta)
            return try await core.send(request, options: options, as: OpenAIBeta.BetaResponse.self).value
        }

        /// Compact a response
        ///
        /// Compact a conversation. Returns a compacted response object.
        ///
        /// Learn when and how to compact long-running conversations in the [conversation state guide](https://platform.openai.com/docs/guides/conversation-state#managing-the-context-window). For ZDR-compatible compaction details, see [Compaction (advanced)](https://platform.openai.com/docs/guides/conversation-state#compaction-advanced).
        ///
        /// - HTTP: `POST /responses/compact?beta=true`
        /// - Operation: `beta_Compactconversation`
        /// - Parameters:
        ///   - openaiBeta: Optional beta features to enable for this request.
        public func compact(_ body: OpenAIBeta.BetaCompactResponseMethodPublicBody? = nil, openaiBeta: [OpenAIBeta.BetaCompactconversationOpenaiBetaItem]? = nil, options: RequestOptions = .init()) async throws -> OpenAIBeta.BetaCompactResource {
            var request = RequestComponents(method: "POST", path: "/responses/compact", operation: "beta_Compactconversation")
            request.query.append("beta", "true")
            request.headers.set("openai-beta", openaiBeta)
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIBeta.BetaCompactResource.self).value
        }
    }
}
