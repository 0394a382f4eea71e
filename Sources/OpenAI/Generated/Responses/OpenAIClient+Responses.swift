// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `responses` operations.
    public var responses: OpenAIClient.Responses { OpenAIClient.Responses(core: core) }

    /// The `responses` resource.
    public nonisolated struct Responses: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `inputItems` operations.
        public var inputItems: OpenAIClient.Responses.InputItems { OpenAIClient.Responses.InputItems(core: core) }

        /// `inputTokens` operations.
        public var inputTokens: OpenAIClient.Responses.InputTokens { OpenAIClient.Responses.InputTokens(core: core) }

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
        /// - HTTP: `POST /responses`
        /// - Operation: `createResponse`
        public func create(_ body: OpenAIResponses.CreateResponse, options: RequestOptions = .init()) async throws -> OpenAIResponses.Response {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = RequestComponents(method: "POST", path: "/responses", operation: "createResponse")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIResponses.Response.self).value
        }

        /// Streams `create(…)`: the same call with streaming turned on, returning each
        /// `ResponseStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /responses` (`text/event-stream`)
        /// - Operation: `createResponse`
        public func stream(_ body: OpenAIResponses.CreateResponse, options: RequestOptions = .init()) async throws -> EventStream<OpenAIResponses.ResponseStreamEvent> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/responses", operation: "createResponse")
            try request.setJSONBody(body)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
            return try await core.sendEvents(request, options: options, of: OpenAIResponses.ResponseStreamEvent.self, format: format)
        }

        /// Get a model response
        ///
        /// Retrieves a model response with the given ID.
        ///
        /// - HTTP: `GET /responses/{response_id}`
        /// - Operation: `getResponse`
        /// - Parameters:
        ///   - responseID: The ID of the response to retrieve.
        ///   - include: Additional fields to include in the response. See the `include`
        ///   - startingAfter: The sequence number of the event after which to start streaming.
        ///   - includeObfuscation: When true, stream obfuscation will be enabled. Stream obfuscation adds
        public func retrieve(responseID: String, include: [OpenAIResponses.IncludeEnum]? = nil, startingAfter: Int? = nil, includeObfuscation: Bool? = nil, options: RequestOptions = .init()) async throws -> OpenAIResponses.Response {
            var request = try RequestComponents(method: "GET", pathTemplate: "/responses/{response_id}", parameters: ["response_id": responseID], operation: "getResponse")
            request.query.append("include", include, style: .bracketed)
            request.query.append("starting_after", startingAfter)
            request.query.append("include_obfuscation", includeObfuscation)
            return try await core.send(request, options: options, as: OpenAIResponses.Response.self).value
        }

        /// Streams `retrieve(…)`: the same call with streaming turned on, returning each
        /// `ResponseStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `GET /responses/{response_id}` (`text/event-stream`)
        /// - Operation: `getResponse`
        public func retrieveStream(responseID: String, include: [OpenAIResponses.IncludeEnum]? = nil, startingAfter: Int? = nil, includeObfuscation: Bool? = nil, options: RequestOptions = .init()) async throws -> EventStream<OpenAIResponses.ResponseStreamEvent> {
            var request = try RequestComponents(method: "GET", pathTemplate: "/responses/{response_id}", parameters: ["response_id": responseID], operation: "getResponse")
            request.query.append("include", include, style: .bracketed)
            request.query.append("starting_after", startingAfter)
            request.query.append("include_obfuscation", includeObfuscation)
            request.query.append("stream", "true")
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
            return try await core.sendEvents(request, options: options, of: OpenAIResponses.ResponseStreamEvent.self, format: format)
        }

        /// Delete a model response
        ///
        /// Deletes a model response with the given ID.
        ///
        /// - HTTP: `DELETE /responses/{response_id}`
        /// - Operation: `deleteResponse`
        /// - Parameters:
        ///   - responseID: The ID of the response to delete.
        @discardableResult
        public func delete(responseID: String, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/responses/{response_id}", parameters: ["response_id": responseID], operation: "deleteResponse")
            request.headers.set("Accept", "*/*")
            return try await core.sendEmpty(request, options: options)
        }

        /// Cancel a response
        ///
        /// Cancels a model response with the given ID. Only responses created with
        /// the `background` parameter set to `true` can be cancelled.
        /// [Learn more](https://platform.openai.com/docs/guides/background).
        ///
        /// - HTTP: `POST /responses/{response_id}/cancel`
        /// - Operation: `cancelResponse`
        /// - Parameters:
        ///   - responseID: The ID of the response to cancel.
        public func cancel(responseID: String, options: RequestOptions = .init()) async throws -> OpenAIResponses.Response {
            let request = try RequestComponents(method: "POST", pathTemplate: "/responses/{response_id}/cancel", parameters: ["response_id": responseID], operation: "cancelResponse")
            return try await core.send(request, options: options, as: OpenAIResponses.Response.self).value
        }

        /// Compact a response
        ///
        /// Compact a conversation. Returns a compacted response object.
        ///
        /// Learn when and how to compact long-running conversations in the [conversation state guide](https://platform.openai.com/docs/guides/conversation-state#managing-the-context-window). For ZDR-compatible compaction details, see [Compaction (advanced)](https://platform.openai.com/docs/guides/conversation-state#compaction-advanced).
        ///
        /// - HTTP: `POST /responses/compact`
        /// - Operation: `Compactconversation`
        public func compact(_ body: OpenAIResponses.CompactResponseMethodPublicBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIResponses.CompactResource {
            var request = RequestComponents(method: "POST", path: "/responses/compact", operation: "Compactconversation")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIResponses.CompactResource.self).value
        }
    }
}
