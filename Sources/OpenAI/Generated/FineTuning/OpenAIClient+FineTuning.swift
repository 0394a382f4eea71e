// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `fineTuning` operations.
    public var fineTuning: OpenAIClient.FineTuning { OpenAIClient.FineTuning(core: core) }

    /// The `fineTuning` resource.
    public nonisolated struct FineTuning: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `alpha` operations.
        public var alpha: OpenAIClient.FineTuning.Alpha { OpenAIClient.FineTuning.Alpha(core: core) }

        /// `checkpoints` operations.
        public var checkpoints: OpenAIClient.FineTuning.Checkpoints { OpenAIClient.FineTuning.Checkpoints(core: core) }

        /// `jobs` operations.
        public var jobs: OpenAIClient.FineTuning.Jobs { OpenAIClient.FineTuning.Jobs(core: core) }
    }
}
