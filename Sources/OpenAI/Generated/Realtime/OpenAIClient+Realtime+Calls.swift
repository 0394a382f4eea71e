// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Realtime {
    /// The `calls` resource.
    public nonisolated struct Calls: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create call
        ///
        /// Create a new Realtime API call over WebRTC and receive the SDP answer needed
        /// to complete the peer connection.
        ///
        /// - HTTP: `POST /realtime/calls`
        /// - Operation: `create-realtime-call`
        public func create(_ body: OpenAIRealtime.RealtimeCallCreateRequest, options: RequestOptions = .init()) async throws -> String {
            var request = RequestComponents(method: "POST", path: "/realtime/calls", operation: "create-realtime-call")
            try request.setMultipartBody(body, extraFields: options.extraBody)
            request.headers.set("Accept", "application/sdp")
            return try await core.sendText(request, options: options).value
        }

        /// Accept call
        ///
        /// Accept an incoming SIP call and configure the realtime session that will
        /// handle it.
        ///
        /// - HTTP: `POST /realtime/calls/{call_id}/accept`
        /// - Operation: `accept-realtime-call`
        /// - Parameters:
        ///   - callID: The identifier for the call provided in the
        @discardableResult
        public func accept(callID: String, _ body: OpenAIRealtime.RealtimeSessionCreateRequestGA, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            var request = try RequestComponents(method: "POST", pathTemplate: "/realtime/calls/{call_id}/accept", parameters: ["call_id": callID], operation: "accept-realtime-call")
            try request.setJSONBody(body)
            return try await core.sendEmpty(request, options: options)
        }

        /// Hang up call
        ///
        /// End an active Realtime API call, whether it was initiated over SIP or
        /// WebRTC.
        ///
        /// - HTTP: `POST /realtime/calls/{call_id}/hangup`
        /// - Operation: `hangup-realtime-call`
        /// - Parameters:
        ///   - callID: The identifier for the call. For SIP calls, use the value provided in the
        @discardableResult
        public func hangup(callID: String, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            let request = try RequestComponents(method: "POST", pathTemplate: "/realtime/calls/{call_id}/hangup", parameters: ["call_id": callID], operation: "hangup-realtime-call")
            return try await core.sendEmpty(request, options: options)
        }

        /// Refer call
        ///
        /// Transfer an active SIP call to a new destination using the SIP REFER verb.
        ///
        /// - HTTP: `POST /realtime/calls/{call_id}/refer`
        /// - Operation: `refer-realtime-call`
        /// - Parameters:
        ///   - callID: The identifier for the call provided in the
        @discardableResult
        public func refer(callID: String, _ body: OpenAIRealtime.RealtimeCallReferRequest, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            var request = try RequestComponents(method: "POST", pathTemplate: "/realtime/calls/{call_id}/refer", parameters: ["call_id": callID], operation: "refer-realtime-call")
            try request.setJSONBody(body)
            return try await core.sendEmpty(request, options: options)
        }

        /// Reject call
        ///
        /// Decline an incoming SIP call by returning a SIP status code to the caller.
        ///
        /// - HTTP: `POST /realtime/calls/{call_id}/reject`
        /// - Operation: `reject-realtime-call`
        /// - Parameters:
        ///   - callID: The identifier for the call provided in the
        @discardableResult
        public func reject(callID: String, _ body: OpenAIRealtime.RealtimeCallRejectRequest? = nil, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
            var request = try RequestComponents(method: "POST", pathTemplate: "/realtime/calls/{call_id}/reject", parameters: ["call_id": callID], operation: "reject-realtime-call")
            if let body { try request.setJSONBody(body) }
            return try await core.sendEmpty(request, options: options)
        }
    }
}
