// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Audio {
    /// The `voiceConsents` resource.
    public nonisolated struct VoiceConsents: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create voice consent
        ///
        /// Upload a voice consent recording.
        ///
        /// - HTTP: `POST /audio/voice_consents`
        /// - Operation: `createVoiceConsent`
        public func create(_ body: OpenAIMedia.CreateVoiceConsentRequest, options: RequestOptions = .init()) async throws -> OpenAIMedia.VoiceConsentResource {
            var request = RequestComponents(method: "POST", path: "/audio/voice_consents", operation: "createVoiceConsent")
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: OpenAIMedia.VoiceConsentResource.self).value
        }

        /// Retrieve voice consent
        ///
        /// Retrieves a voice consent recording.
        ///
        /// - HTTP: `GET /audio/voice_consents/{consent_id}`
        /// - Operation: `getVoiceConsent`
        /// - Parameters:
        ///   - consentID: The ID of the consent recording to retrieve.
        public func retrieve(consentID: String, options: RequestOptions = .init()) async throws -> OpenAIMedia.VoiceConsentResource {
            let request = try RequestComponents(method: "GET", pathTemplate: "/audio/voice_consents/{consent_id}", parameters: ["consent_id": consentID], operation: "getVoiceConsent")
            return try await core.send(request, options: options, as: OpenAIMedia.VoiceConsentResource.self).value
        }

        /// Update voice consent
        ///
        /// Updates a voice consent recording (metadata only).
        ///
        /// - HTTP: `POST /audio/voice_consents/{consent_id}`
        /// - Operation: `updateVoiceConsent`
        /// - Parameters:
        ///   - consentID: The ID of the consent recording to update.
        public func update(consentID: String, _ body: OpenAIMedia.UpdateVoiceConsentRequest, options: RequestOptions = .init()) async throws -> OpenAIMedia.VoiceConsentResource {
            var request = try RequestComponents(method: "POST", pathTemplate: "/audio/voice_consents/{consent_id}", parameters: ["consent_id": consentID], operation: "updateVoiceConsent")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIMedia.VoiceConsentResource.self).value
        }

        /// List voice consents
        ///
        /// Returns a list of voice consent recordings.
        ///
        /// - HTTP: `GET /audio/voice_consents`
        /// - Operation: `listVoiceConsents`
        /// - Parameters:
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        public func list(after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> OpenAIMedia.VoiceConsentListResource {
            var request = RequestComponents(method: "GET", path: "/audio/voice_consents", operation: "listVoiceConsents")
            request.query.append("after", after)
            request.query.append("limit", limit)
            return try await core.send(request, options: options, as: OpenAIMedia.VoiceConsentListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /audio/voice_consents` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIMedia.VoiceConsentListResource, OpenAIMedia.VoiceConsentResource> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete voice consent
        ///
        /// Deletes a voice consent recording.
        ///
        /// - HTTP: `DELETE /audio/voice_consents/{consent_id}`
        /// - Operation: `deleteVoiceConsent`
        /// - Parameters:
        ///   - consentID: The ID of the consent recording to delete.
        public func delete(consentID: String, options: RequestOptions = .init()) async throws -> OpenAIMedia.VoiceConsentDeletedResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/audio/voice_consents/{consent_id}", parameters: ["consent_id": consentID], operation: "deleteVoiceConsent")
            return try await core.send(request, options: options, as: OpenAIMedia.VoiceConsentDeletedResource.self).value
        }
    }
}
