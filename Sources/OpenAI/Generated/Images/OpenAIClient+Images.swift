// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `images` operations.
    public var images: OpenAIClient.Images { OpenAIClient.Images(core: core) }

    /// The `images` resource.
    public nonisolated struct Images: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create image variation
        ///
        /// Creates a variation of a given image. This endpoint only supports `dall-e-2`.
        ///
        /// - HTTP: `POST /images/variations`
        /// - Operation: `createImageVariation`
        public func createVariation(_ body: OpenAIMedia.CreateImageVariationRequest, options: RequestOptions = .init()) async throws -> OpenAIMedia.ImagesResponse {
            var request = RequestComponents(method: "POST", path: "/images/variations", operation: "createImageVariation")
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: OpenAIMedia.ImagesResponse.self).value
        }

        /// Create image edit
        ///
        /// Creates an edited or extended image given one or more source images and a prompt. This endpoint supports GPT Image models (`gpt-image-1.5`, `gpt-image-1`, `gpt-image-1-mini`, and `chatgpt-image-latest`) and `dall-e-2`.
        ///
        /// - HTTP: `POST /images/edits`
        /// - Operation: `createImageEdit`
        public func edit(_ body: OpenAIMedia.CreateImageEditRequest, options: RequestOptions = .init()) async throws -> OpenAIMedia.ImagesResponse {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = RequestComponents(method: "POST", path: "/images/edits", operation: "createImageEdit")
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: OpenAIMedia.ImagesResponse.self).value
        }

        /// Streams `edit(…)`: the same call with streaming turned on, returning each
        /// `ImageEditStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /images/edits` (`text/event-stream`)
        /// - Operation: `createImageEdit`
        public func editStream(_ body: OpenAIMedia.CreateImageEditRequest, options: RequestOptions = .init()) async throws -> EventStream<OpenAIMedia.ImageEditStreamEvent> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/images/edits", operation: "createImageEdit")
            try request.setMultipartBody(body, extraFields: options.extraBody)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
            return try await core.sendEvents(request, options: options, of: OpenAIMedia.ImageEditStreamEvent.self, format: format)
        }

        /// Create image
        ///
        /// Creates an image given a prompt. [Learn more](https://platform.openai.com/docs/guides/images).
        ///
        /// - HTTP: `POST /images/generations`
        /// - Operation: `createImage`
        public func generate(_ body: OpenAIMedia.CreateImageRequest, options: RequestOptions = .init()) async throws -> OpenAIMedia.ImagesResponse {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = RequestComponents(method: "POST", path: "/images/generations", operation: "createImage")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIMedia.ImagesResponse.self).value
        }

        /// Streams `generate(…)`: the same call with streaming turned on, returning each
        /// `ImageGenStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /images/generations` (`text/event-stream`)
        /// - Operation: `createImage`
        public func generateStream(_ body: OpenAIMedia.CreateImageRequest, options: RequestOptions = .init()) async throws -> EventStream<OpenAIMedia.ImageGenStreamEvent> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/images/generations", operation: "createImage")
            try request.setJSONBody(body)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
            return try await core.sendEvents(request, options: options, of: OpenAIMedia.ImageGenStreamEvent.self, format: format)
        }
    }
}
