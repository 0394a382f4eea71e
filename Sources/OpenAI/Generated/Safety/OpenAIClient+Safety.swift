// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `safety` operations.
    public var safety: OpenAIClient.Safety { OpenAIClient.Safety(core: core) }

    /// The `safety` resource.
    public nonisolated struct Safety: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `alerts` operations.
        public var alerts: OpenAIClient.Safety.Alerts { OpenAIClient.Safety.Alerts(core: core) }

        /// `cases` operations.
        public var cases: OpenAIClient.Safety.Cases { OpenAIClient.Safety.Cases(core: core) }
    }
}
