// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.FineTuning.Alpha {
    /// The `graders` resource.
    public nonisolated struct Graders: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Run grader
        ///
        /// Run a grader.
        ///
        /// - HTTP: `POST /fine_tuning/alpha/graders/run`
        /// - Operation: `runGrader`
        public func run(_ body: OpenAIFineTuning.RunGraderRequest, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.RunGraderResponse {
            var request = RequestComponents(method: "POST", path: "/fine_tuning/alpha/graders/run", operation: "runGrader")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIFineTuning.RunGraderResponse.self).value
        }

        /// Validate grader
        ///
        /// Validate a grader.
        ///
        /// - HTTP: `POST /fine_tuning/alpha/graders/validate`
        /// - Operation: `validateGrader`
        public func validate(_ body: OpenAIFineTuning.ValidateGraderRequest, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.ValidateGraderResponse {
            var request = RequestComponents(method: "POST", path: "/fine_tuning/alpha/graders/validate", operation: "validateGrader")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIFineTuning.ValidateGraderResponse.self).value
        }
    }
}
