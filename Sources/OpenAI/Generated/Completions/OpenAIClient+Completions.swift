// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `completions` operations.
    public var completions: OpenAIClient.Completions { OpenAIClient.Completions(core: core) }

    /// The `completions` resource.
    public nonisolated struct Completions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create completion
        ///
        /// Creates a completion for the provided prompt and parameters.
        ///
        /// Returns a completion object, or a sequence of completion objects if the request is streamed.
        ///
        /// - HTTP: `POST /completions`
        /// - Operation: `createCompletion`
        public func create(_ body: OpenAIChat.CreateCompletionRequest, options: RequestOptions = .init()) async throws -> OpenAIChat.CreateCompletionResponse {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = RequestComponents(method: "POST", path: "/completions", operation: "createCompletion")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIChat.CreateCompletionResponse.self).value
        }

        /// Streams `create(…)`: the same call with streaming turned on, returning each
        /// `CreateCompletionResponse` as soon as it arrives. Events of another type (a `ping`) are skipped and
        /// reported as a `DecodingIssue` (`skippedEvent`).
        ///
        /// - HTTP: `POST /completions` (`text/event-stream`)
        /// - Operation: `createCompletion`
        public func stream(_ body: OpenAIChat.CreateCompletionRequest, options: RequestOptions = .init()) async throws -> EventStream<OpenAIChat.CreateCompletionResponse> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/completions", operation: "createCompletion")
            try request.setJSONBody(body)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
            return try await core.sendEvents(request, options: options, of: OpenAIChat.CreateCompletionResponse.self, format: format)
        }
    }
}
