// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `beta` operations.
    public var beta: OpenAIClient.Beta { OpenAIClient.Beta(core: core) }

    /// The `beta` resource.
    public nonisolated struct Beta: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `responses` operations.
        public var responses: OpenAIClient.Beta.Responses { OpenAIClient.Beta.Responses(core: core) }
    }
}
