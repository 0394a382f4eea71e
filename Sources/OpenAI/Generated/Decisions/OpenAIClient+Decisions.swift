// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `decisions` operations.
    public var decisions: OpenAIClient.Decisions { OpenAIClient.Decisions(core: core) }

    /// The `decisions` resource.
    public nonisolated struct Decisions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Use this endpoint to quickly answer classification or scoring questions about
        /// some input. You can ask multiple questions in one request.
        ///
        /// - HTTP: `POST /decisions`
        /// - Operation: `decisions.create`
        public func create(_ body: OpenAIDecisions.DecisionsCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIDecisions.Decision {
            var request = RequestComponents(method: "POST", path: "/decisions", operation: "decisions.create")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIDecisions.Decision.self).value
        }
    }
}
