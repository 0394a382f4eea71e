// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Safety {
    /// The `cases` resource.
    public nonisolated struct Cases: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get a safety case by ID.
        ///
        /// - HTTP: `GET /safety/cases/{id}`
        /// - Operation: `safety.cases.retrieve`
        /// - Parameters:
        ///   - id: Safety case ID
        public func retrieve(id: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.SafetyCase {
            let request = try RequestComponents(method: "GET", pathTemplate: "/safety/cases/{id}", parameters: ["id": id], operation: "safety.cases.retrieve")
            return try await core.send(request, options: options, as: OpenAIAdmin.SafetyCase.self).value
        }
    }
}
