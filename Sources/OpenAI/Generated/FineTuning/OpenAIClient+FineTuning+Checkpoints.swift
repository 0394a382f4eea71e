// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.FineTuning {
    /// The `checkpoints` resource.
    public nonisolated struct Checkpoints: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `permissions` operations.
        public var permissions: OpenAIClient.FineTuning.Checkpoints.Permissions { OpenAIClient.FineTuning.Checkpoints.Permissions(core: core) }
    }
}
