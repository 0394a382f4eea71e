// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Safety {
    /// The `alerts` resource.
    public nonisolated struct Alerts: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get a safety alert belonging to the authenticated API project.
        ///
        /// - HTTP: `GET /safety/alerts/{id}`
        /// - Operation: `safety.alerts.retrieve`
        /// - Parameters:
        ///   - id: Project safety alert ID
        public func retrieve(id: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.SafetyAlert {
            let request = try RequestComponents(method: "GET", pathTemplate: "/safety/alerts/{id}", parameters: ["id": id], operation: "safety.alerts.retrieve")
            return try await core.send(request, options: options, as: OpenAIAdmin.SafetyAlert.self).value
        }
    }
}
