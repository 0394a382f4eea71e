// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.FineTuning {
    /// The `alpha` resource.
    public nonisolated struct Alpha: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `graders` operations.
        public var graders: OpenAIClient.FineTuning.Alpha.Graders { OpenAIClient.FineTuning.Alpha.Graders(core: core) }
    }
}
