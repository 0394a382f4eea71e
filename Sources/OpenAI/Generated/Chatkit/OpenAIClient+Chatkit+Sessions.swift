// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Chatkit {
    /// The `sessions` resource.
    public nonisolated struct Sessions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create ChatKit session
        ///
        /// Create a ChatKit session.
        ///
        /// - HTTP: `POST /chatkit/sessions`
        /// - Operation: `CreateChatSessionMethod`
        public func create(_ body: OpenAIPlatform.CreateChatSessionBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIPlatform.ChatSessionResource {
            var request = RequestComponents(method: "POST", path: "/chatkit/sessions", operation: "CreateChatSessionMethod")
            request.headers.set("OpenAI-Beta", "chatkit_beta=v1")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIPlatform.ChatSessionResource.self).value
        }

        /// Cancel chat session
        ///
        /// Cancel an active ChatKit session and return its most recent metadata.
        ///
        /// Cancelling prevents new requests from using the issued client secret.
        ///
        /// - HTTP: `POST /chatkit/sessions/{session_id}/cancel`
        /// - Operation: `CancelChatSessionMethod`
        /// - Parameters:
        ///   - sessionID: Unique identifier for the ChatKit session to cancel.
        public func cancel(sessionID: String, options: RequestOptions = .init()) async throws -> OpenAIPlatform.ChatSessionResource {
            var request = try RequestComponents(method: "POST", pathTemplate: "/chatkit/sessions/{session_id}/cancel", parameters: ["session_id": sessionID], operation: "CancelChatSessionMethod")
            request.headers.set("OpenAI-Beta", "chatkit_beta=v1")
            return try await core.send(request, options: options, as: OpenAIPlatform.ChatSessionResource.self).value
        }
    }
}
