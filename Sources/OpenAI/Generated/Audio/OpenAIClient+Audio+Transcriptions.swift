// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Audio {
    /// The `transcriptions` resource.
    public nonisolated struct Transcriptions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create transcription
        ///
        /// Transcribes audio into the input language.
        ///
        /// Returns a transcription object in `json`, `diarized_json`, or `verbose_json`
        /// format, or a stream of transcript events.
        ///
        /// - HTTP: `POST /audio/transcriptions`
        /// - Operation: `createTranscription`
        public func create(_ body: OpenAIMedia.CreateTranscriptionRequest, options: RequestOptions = .init()) async throws -> JSONOrText<OpenAIMedia.CreateTranscriptionResponse> {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = RequestComponents(method: "POST", path: "/audio/transcriptions", operation: "createTranscription")
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.sendJSONOrText(request, options: options, as: OpenAIMedia.CreateTranscriptionResponse.self).value
        }

        /// Streams `create(…)`: the same call with streaming turned on, returning each
        /// `CreateTranscriptionResponseStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /audio/transcriptions` (`text/event-stream`)
        /// - Operation: `createTranscription`
        public func stream(_ body: OpenAIMedia.CreateTranscriptionRequest, options: RequestOptions = .init()) async throws -> EventStream<OpenAIMedia.CreateTranscriptionResponseStreamEvent> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/audio/transcriptions", operation: "createTranscription")
            try request.setMultipartBody(body, extraFields: options.extraBody)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
            return try await core.sendEvents(request, options: options, of: OpenAIMedia.CreateTranscriptionResponseStreamEvent.self, format: format)
        }
    }
}
