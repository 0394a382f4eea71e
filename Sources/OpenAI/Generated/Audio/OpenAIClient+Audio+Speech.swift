// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Audio {
    /// The `speech` resource.
    public nonisolated struct Speech: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create speech
        ///
        /// Generates audio from the input text.
        ///
        /// Returns the audio file content, or a stream of audio events.
        ///
        /// - HTTP: `POST /audio/speech`
        /// - Operation: `createSpeech`
        public func create(_ body: OpenAIMedia.CreateSpeechRequest, options: RequestOptions = .init()) async throws -> Data {
            var body = body
            body.streamFormat = nil
            var request = RequestComponents(method: "POST", path: "/audio/speech", operation: "createSpeech")
            try request.setJSONBody(body)
            request.headers.set("Accept", "application/octet-stream")
            return try await core.sendData(request, options: options).value
        }

        /// Streams `create(…)`: the same call with streaming turned on, returning each
        /// `CreateSpeechResponseStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /audio/speech` (`text/event-stream`)
        /// - Operation: `createSpeech`
        public func stream(_ body: OpenAIMedia.CreateSpeechRequest, options: RequestOptions = .init()) async throws -> EventStream<OpenAIMedia.CreateSpeechResponseStreamEvent> {
            var body = body
            body.streamFormat = "sse"
            var request = RequestComponents(method: "POST", path: "/audio/speech", operation: "createSpeech")
            try request.setJSONBody(body)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
            return try await core.sendEvents(request, options: options, of: OpenAIMedia.CreateSpeechResponseStreamEvent.self, format: format)
        }

        /// Like `create(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `POST /audio/speech`
        @discardableResult
        public func create(_ body: OpenAIMedia.CreateSpeechRequest, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = RequestComponents(method: "POST", path: "/audio/speech", operation: "createSpeech")
            try request.setJSONBody(body)
            request.headers.set("Accept", "application/octet-stream")
            return try await core.download(request, options: options, to: destination).value
        }
    }
}
