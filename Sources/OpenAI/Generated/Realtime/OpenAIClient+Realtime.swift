// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

extension OpenAIClient {
    /// `realtime` operations.
    public var realtime: OpenAIClient.Realtime { OpenAIClient.Realtime(core: core) }

    /// The `realtime` resource.
    public struct Realtime: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `calls` operations.
        public var calls: OpenAIClient.Realtime.Calls { OpenAIClient.Realtime.Calls(core: core) }

        /// `clientSecrets` operations.
        public var clientSecrets: OpenAIClient.Realtime.ClientSecrets { OpenAIClient.Realtime.ClientSecrets(core: core) }

        /// `sessions` operations.
        public var sessions: OpenAIClient.Realtime.Sessions { OpenAIClient.Realtime.Sessions(core: core) }

        /// `transcriptionSessions` operations.
        public var transcriptionSessions: OpenAIClient.Realtime.TranscriptionSessions { OpenAIClient.Realtime.TranscriptionSessions(core: core) }

        /// `translations` operations.
        public var translations: OpenAIClient.Realtime.Translations { OpenAIClient.Realtime.Translations(core: core) }

        /// The `calls` resource.
        public struct Calls: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Create a new Realtime API call over WebRTC and receive the SDP answer needed
            /// to complete the peer connection.
            ///
            /// - HTTP: `POST /realtime/calls`
            /// - Operation: `create-realtime-call`
            public func create(_ body: _OpenAIRealtime.RealtimeCallCreateRequest, options: RequestOptions = .init()) async throws -> String {
                var request = RequestComponents(method: "POST", path: "/realtime/calls")
                try request.setMultipartBody(body, extraFields: options.extraBody)
                request.headers.set("Accept", "application/sdp")
                return try await core.sendText(request, options: options).value
            }

            /// Accept an incoming SIP call and configure the realtime session that will
            /// handle it.
            ///
            /// - HTTP: `POST /realtime/calls/{call_id}/accept`
            /// - Operation: `accept-realtime-call`
            /// - Parameters:
            ///   - callID: The identifier for the call provided in the
            @discardableResult
            public func accept(callID: String, _ body: _OpenAIRealtime.RealtimeSessionCreateRequestGA, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
                var request = try RequestComponents(method: "POST", pathTemplate: "/realtime/calls/{call_id}/accept", parameters: ["call_id": callID])
                try request.setJSONBody(body)
                return try await core.sendEmpty(request, options: options)
            }

            /// End an active Realtime API call, whether it was initiated over SIP or
            /// WebRTC.
            ///
            /// - HTTP: `POST /realtime/calls/{call_id}/hangup`
            /// - Operation: `hangup-realtime-call`
            /// - Parameters:
            ///   - callID: The identifier for the call. For SIP calls, use the value provided in the
            @discardableResult
            public func hangup(callID: String, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
                let request = try RequestComponents(method: "POST", pathTemplate: "/realtime/calls/{call_id}/hangup", parameters: ["call_id": callID])
                return try await core.sendEmpty(request, options: options)
            }

            /// Transfer an active SIP call to a new destination using the SIP REFER verb.
            ///
            /// - HTTP: `POST /realtime/calls/{call_id}/refer`
            /// - Operation: `refer-realtime-call`
            /// - Parameters:
            ///   - callID: The identifier for the call provided in the
            @discardableResult
            public func refer(callID: String, _ body: _OpenAIRealtime.RealtimeCallReferRequest, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
                var request = try RequestComponents(method: "POST", pathTemplate: "/realtime/calls/{call_id}/refer", parameters: ["call_id": callID])
                try request.setJSONBody(body)
                return try await core.sendEmpty(request, options: options)
            }

            /// Decline an incoming SIP call by returning a SIP status code to the caller.
            ///
            /// - HTTP: `POST /realtime/calls/{call_id}/reject`
            /// - Operation: `reject-realtime-call`
            /// - Parameters:
            ///   - callID: The identifier for the call provided in the
            @discardableResult
            public func reject(callID: String, _ body: _OpenAIRealtime.RealtimeCallRejectRequest? = nil, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
                var request = try RequestComponents(method: "POST", pathTemplate: "/realtime/calls/{call_id}/reject", parameters: ["call_id": callID])
                if let body { try request.setJSONBody(body) }
                return try await core.sendEmpty(request, options: options)
            }
        }

        /// The `clientSecrets` resource.
        public struct ClientSecrets: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Create a Realtime client secret with an associated session configuration.
            ///
            /// Client secrets are short-lived tokens that can be passed to a client app,
            /// such as a web frontend or mobile client, which grants access to the Realtime API without
            /// leaking your main API key. You can configure a custom TTL for each client secret.
            ///
            /// You can also attach session configuration options to the client secret, which will be
            /// applied to any sessions created using that client secret, but these can also be overridden
            /// by the client connection.
            ///
            /// [Learn more about authentication with client secrets over WebRTC](/docs/guides/realtime-webrtc).
            ///
            /// Returns the created client secret and the effective session object. The client secret is a string that looks like `ek_1234`.
            ///
            /// - HTTP: `POST /realtime/client_secrets`
            /// - Operation: `create-realtime-client-secret`
            public func create(_ body: _OpenAIRealtime.RealtimeCreateClientSecretRequest, options: RequestOptions = .init()) async throws -> _OpenAIRealtime.RealtimeCreateClientSecretResponse {
                var request = RequestComponents(method: "POST", path: "/realtime/client_secrets")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIRealtime.RealtimeCreateClientSecretResponse.self).value
            }
        }

        /// The `sessions` resource.
        public struct Sessions: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Create an ephemeral API token for use in client-side applications with the
            /// Realtime API. Can be configured with the same session parameters as the
            /// `session.update` client event.
            ///
            /// It responds with a session object, plus a `client_secret` key which contains
            /// a usable ephemeral API token that can be used to authenticate browser clients
            /// for the Realtime API.
            ///
            /// Returns the created Realtime session object, plus an ephemeral key.
            ///
            /// - HTTP: `POST /realtime/sessions`
            /// - Operation: `create-realtime-session`
            public func create(_ body: _OpenAIRealtime.RealtimeSessionCreateRequest, options: RequestOptions = .init()) async throws -> _OpenAIRealtime.RealtimeSessionCreateResponse {
                var request = RequestComponents(method: "POST", path: "/realtime/sessions")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIRealtime.RealtimeSessionCreateResponse.self).value
            }
        }

        /// The `transcriptionSessions` resource.
        public struct TranscriptionSessions: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Create an ephemeral API token for use in client-side applications with the
            /// Realtime API specifically for realtime transcriptions.
            /// Can be configured with the same session parameters as the `transcription_session.update` client event.
            ///
            /// It responds with a session object, plus a `client_secret` key which contains
            /// a usable ephemeral API token that can be used to authenticate browser clients
            /// for the Realtime API.
            ///
            /// Returns the created Realtime transcription session object, plus an ephemeral key.
            ///
            /// - HTTP: `POST /realtime/transcription_sessions`
            /// - Operation: `create-realtime-transcription-session`
            public func create(_ body: _OpenAIRealtime.RealtimeTranscriptionSessionCreateRequest, options: RequestOptions = .init()) async throws -> _OpenAIRealtime.RealtimeTranscriptionSessionCreateResponse {
                var request = RequestComponents(method: "POST", path: "/realtime/transcription_sessions")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIRealtime.RealtimeTranscriptionSessionCreateResponse.self).value
            }
        }

        /// The `translations` resource.
        public struct Translations: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `clientSecrets` operations.
            public var clientSecrets: OpenAIClient.Realtime.Translations.ClientSecrets { OpenAIClient.Realtime.Translations.ClientSecrets(core: core) }

            /// The `clientSecrets` resource.
            public struct ClientSecrets: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Create a Realtime translation client secret with an associated translation session configuration.
                ///
                /// Client secrets are short-lived tokens that can be passed to a client app,
                /// such as a web frontend or mobile client, which grants access to the Realtime
                /// Translation API without leaking your main API key. You can configure a custom
                /// TTL for each client secret.
                ///
                /// Returns the created client secret and the effective translation session object.
                /// The client secret is a string that looks like `ek_1234`.
                ///
                /// - HTTP: `POST /realtime/translations/client_secrets`
                /// - Operation: `create-realtime-translation-client-secret`
                public func create(_ body: _OpenAIRealtime.RealtimeTranslationClientSecretCreateRequest, options: RequestOptions = .init()) async throws -> _OpenAIRealtime.RealtimeTranslationClientSecretCreateResponse {
                    var request = RequestComponents(method: "POST", path: "/realtime/translations/client_secrets")
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIRealtime.RealtimeTranslationClientSecretCreateResponse.self).value
                }
            }
        }
    }
}
