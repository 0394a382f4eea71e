// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Live {
    /// The `sessions` resource.
    public nonisolated struct Sessions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create a Live WebRTC session.
        ///
        /// Start with the
        /// [Live prompting guide](https://developers.openai.com/api/docs/guides/live-prompting).
        ///
        /// - HTTP: `POST /live/sessions`
        /// - Operation: `live.create`
        public func create(_ body: OpenAILive.LiveCreateRequest, options: RequestOptions = .init()) async throws -> OpenAILive.LiveCreateResponse {
            var request = RequestComponents(method: "POST", path: "/live/sessions", operation: "live.create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAILive.LiveCreateResponse.self).value
        }

        /// Accept an incoming SIP call.
        ///
        /// Supply session with type live, the model, and
        /// startup configuration. Before accepting calls, follow the
        /// [Live prompting guide](https://developers.openai.com/api/docs/guides/live-prompting)
        /// to write frontend conversation instructions and a separate backend prompt. SIP
        /// media format is negotiated; omit audio.format.
        ///
        /// - HTTP: `POST /live/sessions/{session_id}/accept`
        /// - Operation: `live.sessions.accept`
        @discardableResult
        public func accept(sessionID: String, _ body: OpenAILive.LiveSessionsAcceptRequest, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            var request = try RequestComponents(method: "POST", pathTemplate: "/live/sessions/{session_id}/accept", parameters: ["session_id": sessionID], operation: "live.sessions.accept")
            try request.setJSONBody(body)
            return try await core.sendEmpty(request, options: options)
        }

        /// Get Live session content
        ///
        /// - HTTP: `GET /live/sessions/{session_id}/content`
        /// - Operation: `live.sessions.download_recording`
        /// - Parameters:
        ///   - sessionID: The ID of the stored Live session to download. Use the session ID returned when
        public func downloadRecording(sessionID: String, options: RequestOptions = .init()) async throws -> Data {
            var request = try RequestComponents(method: "GET", pathTemplate: "/live/sessions/{session_id}/content", parameters: ["session_id": sessionID], operation: "live.sessions.download_recording")
            request.headers.set("Accept", "application/octet-stream")
            return try await core.sendData(request, options: options).value
        }

        /// Like `downloadRecording(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `GET /live/sessions/{session_id}/content`
        @discardableResult
        public func downloadRecording(sessionID: String, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = try RequestComponents(method: "GET", pathTemplate: "/live/sessions/{session_id}/content", parameters: ["session_id": sessionID], operation: "live.sessions.download_recording")
            request.headers.set("Accept", "application/octet-stream")
            return try await core.download(request, options: options, to: destination).value
        }

        /// Fork a stored Live session onto a new WebRTC connection.
        ///
        /// - HTTP: `POST /live/sessions/{session_id}/fork`
        /// - Operation: `live.sessions.fork`
        public func fork(sessionID: String, _ body: OpenAILive.LiveSessionsForkRequest, options: RequestOptions = .init()) async throws -> OpenAILive.SessionForkResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/live/sessions/{session_id}/fork", parameters: ["session_id": sessionID], operation: "live.sessions.fork")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAILive.SessionForkResponse.self).value
        }

        /// End a SIP call identified by session_id.
        ///
        /// - HTTP: `POST /live/sessions/{session_id}/hangup`
        /// - Operation: `live.sessions.hangup`
        @discardableResult
        public func hangup(sessionID: String, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            let request = try RequestComponents(method: "POST", pathTemplate: "/live/sessions/{session_id}/hangup", parameters: ["session_id": sessionID], operation: "live.sessions.hangup")
            return try await core.sendEmpty(request, options: options)
        }

        /// Transfer a SIP call to another destination.
        ///
        /// Supply a nonblank target_uri for the
        /// SIP Refer-To header.
        ///
        /// - HTTP: `POST /live/sessions/{session_id}/refer`
        /// - Operation: `live.sessions.refer`
        @discardableResult
        public func refer(sessionID: String, _ body: OpenAILive.LiveSessionsReferRequest, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            var request = try RequestComponents(method: "POST", pathTemplate: "/live/sessions/{session_id}/refer", parameters: ["session_id": sessionID], operation: "live.sessions.refer")
            try request.setJSONBody(body)
            return try await core.sendEmpty(request, options: options)
        }

        /// Reject an incoming SIP call.
        ///
        /// Send a required SIP rejection status_code between
        /// 300 and 699.
        ///
        /// - HTTP: `POST /live/sessions/{session_id}/reject`
        /// - Operation: `live.sessions.reject`
        @discardableResult
        public func reject(sessionID: String, _ body: OpenAILive.LiveSessionsRejectRequest, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            var request = try RequestComponents(method: "POST", pathTemplate: "/live/sessions/{session_id}/reject", parameters: ["session_id": sessionID], operation: "live.sessions.reject")
            try request.setJSONBody(body)
            return try await core.sendEmpty(request, options: options)
        }
    }
}
