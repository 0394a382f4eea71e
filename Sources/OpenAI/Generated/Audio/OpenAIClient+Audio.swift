// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

extension OpenAIClient {
    /// `audio` operations.
    public var audio: OpenAIClient.Audio { OpenAIClient.Audio(core: core) }

    /// The `audio` resource.
    public struct Audio: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `speech` operations.
        public var speech: OpenAIClient.Audio.Speech { OpenAIClient.Audio.Speech(core: core) }

        /// `transcriptions` operations.
        public var transcriptions: OpenAIClient.Audio.Transcriptions { OpenAIClient.Audio.Transcriptions(core: core) }

        /// `translations` operations.
        public var translations: OpenAIClient.Audio.Translations { OpenAIClient.Audio.Translations(core: core) }

        /// `voiceConsents` operations.
        public var voiceConsents: OpenAIClient.Audio.VoiceConsents { OpenAIClient.Audio.VoiceConsents(core: core) }

        /// `voices` operations.
        public var voices: OpenAIClient.Audio.Voices { OpenAIClient.Audio.Voices(core: core) }

        /// The `speech` resource.
        public struct Speech: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Generates audio from the input text.
            ///
            /// Returns the audio file content, or a stream of audio events.
            ///
            /// - HTTP: `POST /audio/speech`
            /// - Operation: `createSpeech`
            public func create(_ body: _OpenAIAudio.CreateSpeechRequest, options: RequestOptions = .init()) async throws -> Data {
                var body = body
                body.streamFormat = nil
                var request = RequestComponents(method: "POST", path: "/audio/speech")
                try request.setJSONBody(body)
                request.headers.set("Accept", "application/octet-stream")
                return try await core.sendData(request, options: options).value
            }

            /// Streams `create(…)`: the same call with streaming turned on, returning each
            /// `CreateSpeechResponseStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
            ///
            /// - HTTP: `POST /audio/speech` (`text/event-stream`)
            /// - Operation: `createSpeech`
            public func stream(_ body: _OpenAIAudio.CreateSpeechRequest, options: RequestOptions = .init()) async throws -> EventStream<_OpenAIAudio.CreateSpeechResponseStreamEvent> {
                var body = body
                body.streamFormat = "sse"
                var request = RequestComponents(method: "POST", path: "/audio/speech")
                try request.setJSONBody(body)
                let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
                return try await core.sendEvents(request, options: options, of: _OpenAIAudio.CreateSpeechResponseStreamEvent.self, format: format)
            }

            /// Like `create(…)`, but streams the body into the file at `destination` (replaced
            /// if it exists) so that memory stays flat; returns the number of bytes written.
            ///
            /// - HTTP: `POST /audio/speech`
            @discardableResult
            public func create(_ body: _OpenAIAudio.CreateSpeechRequest, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
                var request = RequestComponents(method: "POST", path: "/audio/speech")
                try request.setJSONBody(body)
                request.headers.set("Accept", "application/octet-stream")
                return try await core.download(request, options: options, to: destination).value
            }
        }

        /// The `transcriptions` resource.
        public struct Transcriptions: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Transcribes audio into the input language.
            ///
            /// Returns a transcription object in `json`, `diarized_json`, or `verbose_json`
            /// format, or a stream of transcript events.
            ///
            /// - HTTP: `POST /audio/transcriptions`
            /// - Operation: `createTranscription`
            public func create(_ body: _OpenAIAudio.CreateTranscriptionRequest, options: RequestOptions = .init()) async throws -> JSONOrText<_OpenAIAudio.CreateTranscriptionResponse> {
                var body = body
                body.stream = nil
                var request = RequestComponents(method: "POST", path: "/audio/transcriptions")
                try request.setMultipartBody(body, extraFields: options.extraBody)
                return try await core.sendJSONOrText(request, options: options, as: _OpenAIAudio.CreateTranscriptionResponse.self).value
            }

            /// Streams `create(…)`: the same call with streaming turned on, returning each
            /// `CreateTranscriptionResponseStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
            ///
            /// - HTTP: `POST /audio/transcriptions` (`text/event-stream`)
            /// - Operation: `createTranscription`
            public func stream(_ body: _OpenAIAudio.CreateTranscriptionRequest, options: RequestOptions = .init()) async throws -> EventStream<_OpenAIAudio.CreateTranscriptionResponseStreamEvent> {
                var body = body
                body.stream = true
                var request = RequestComponents(method: "POST", path: "/audio/transcriptions")
                try request.setMultipartBody(body, extraFields: options.extraBody)
                let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
                return try await core.sendEvents(request, options: options, of: _OpenAIAudio.CreateTranscriptionResponseStreamEvent.self, format: format)
            }
        }

        /// The `translations` resource.
        public struct Translations: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Translates audio into English.
            ///
            /// - HTTP: `POST /audio/translations`
            /// - Operation: `createTranslation`
            public func create(_ body: _OpenAIAudio.CreateTranslationRequest, options: RequestOptions = .init()) async throws -> JSONOrText<_OpenAIAudio.CreateTranslationResponse> {
                var request = RequestComponents(method: "POST", path: "/audio/translations")
                try request.setMultipartBody(body, extraFields: options.extraBody)
                return try await core.sendJSONOrText(request, options: options, as: _OpenAIAudio.CreateTranslationResponse.self).value
            }
        }

        /// The `voiceConsents` resource.
        public struct VoiceConsents: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Upload a voice consent recording.
            ///
            /// Upload a consent recording that authorizes creation of a custom voice.
            ///
            /// See the [custom voices guide](/docs/guides/text-to-speech#custom-voices) for requirements and best practices. Custom voices are limited to eligible customers.
            ///
            /// - HTTP: `POST /audio/voice_consents`
            /// - Operation: `createVoiceConsent`
            public func create(_ body: _OpenAIAudio.CreateVoiceConsentRequest, options: RequestOptions = .init()) async throws -> _OpenAIAudio.VoiceConsentResource {
                var request = RequestComponents(method: "POST", path: "/audio/voice_consents")
                try request.setMultipartBody(body, extraFields: options.extraBody)
                return try await core.send(request, options: options, as: _OpenAIAudio.VoiceConsentResource.self).value
            }

            /// Retrieves a voice consent recording.
            ///
            /// Retrieve consent recording metadata used for creating custom voices.
            ///
            /// See the [custom voices guide](/docs/guides/text-to-speech#custom-voices). Custom voices are limited to eligible customers.
            ///
            /// - HTTP: `GET /audio/voice_consents/{consent_id}`
            /// - Operation: `getVoiceConsent`
            /// - Parameters:
            ///   - consentID: The ID of the consent recording to retrieve.
            public func retrieve(consentID: String, options: RequestOptions = .init()) async throws -> _OpenAIAudio.VoiceConsentResource {
                let request = try RequestComponents(method: "GET", pathTemplate: "/audio/voice_consents/{consent_id}", parameters: ["consent_id": consentID])
                return try await core.send(request, options: options, as: _OpenAIAudio.VoiceConsentResource.self).value
            }

            /// Updates a voice consent recording (metadata only).
            ///
            /// Update consent recording metadata used for creating custom voices. This endpoint updates metadata only and does not replace the underlying audio.
            ///
            /// See the [custom voices guide](/docs/guides/text-to-speech#custom-voices). Custom voices are limited to eligible customers.
            ///
            /// - HTTP: `POST /audio/voice_consents/{consent_id}`
            /// - Operation: `updateVoiceConsent`
            /// - Parameters:
            ///   - consentID: The ID of the consent recording to update.
            public func update(consentID: String, _ body: _OpenAIAudio.UpdateVoiceConsentRequest, options: RequestOptions = .init()) async throws -> _OpenAIAudio.VoiceConsentResource {
                var request = try RequestComponents(method: "POST", pathTemplate: "/audio/voice_consents/{consent_id}", parameters: ["consent_id": consentID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIAudio.VoiceConsentResource.self).value
            }

            /// Returns a list of voice consent recordings.
            ///
            /// List consent recordings available to your organization for creating custom voices.
            ///
            /// See the [custom voices guide](/docs/guides/text-to-speech#custom-voices). Custom voices are limited to eligible customers.
            ///
            /// - HTTP: `GET /audio/voice_consents`
            /// - Operation: `listVoiceConsents`
            /// - Parameters:
            ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
            ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
            public func list(after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> _OpenAIAudio.VoiceConsentListResource {
                var request = RequestComponents(method: "GET", path: "/audio/voice_consents")
                request.query.append("after", after)
                request.query.append("limit", limit)
                return try await core.send(request, options: options, as: _OpenAIAudio.VoiceConsentListResource.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /audio/voice_consents` (repeated)
            public func list(after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIAudio.VoiceConsentListResource, _OpenAIAudio.VoiceConsentResource> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(after: cursor, limit: limit, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID ?? page.data.last?.id
                })
            }

            /// Deletes a voice consent recording.
            ///
            /// Delete a consent recording that was uploaded for creating custom voices.
            ///
            /// See the [custom voices guide](/docs/guides/text-to-speech#custom-voices). Custom voices are limited to eligible customers.
            ///
            /// - HTTP: `DELETE /audio/voice_consents/{consent_id}`
            /// - Operation: `deleteVoiceConsent`
            /// - Parameters:
            ///   - consentID: The ID of the consent recording to delete.
            public func delete(consentID: String, options: RequestOptions = .init()) async throws -> _OpenAIAudio.VoiceConsentDeletedResource {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/audio/voice_consents/{consent_id}", parameters: ["consent_id": consentID])
                return try await core.send(request, options: options, as: _OpenAIAudio.VoiceConsentDeletedResource.self).value
            }
        }

        /// The `voices` resource.
        public struct Voices: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Creates a custom voice.
            ///
            /// Create a custom voice you can use for audio output (for example, in Text-to-Speech and the Realtime API). This requires an audio sample and a previously uploaded consent recording.
            ///
            /// See the [custom voices guide](/docs/guides/text-to-speech#custom-voices) for requirements and best practices. Custom voices are limited to eligible customers.
            ///
            /// - HTTP: `POST /audio/voices`
            /// - Operation: `createVoice`
            public func create(_ body: _OpenAIAudio.CreateVoiceRequest, options: RequestOptions = .init()) async throws -> _OpenAIAudio.VoiceResource {
                var request = RequestComponents(method: "POST", path: "/audio/voices")
                try request.setMultipartBody(body, extraFields: options.extraBody)
                return try await core.send(request, options: options, as: _OpenAIAudio.VoiceResource.self).value
            }
        }
    }
}
