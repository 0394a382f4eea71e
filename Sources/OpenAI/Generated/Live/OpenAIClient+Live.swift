// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `live` operations.
    public var live: OpenAIClient.Live { OpenAIClient.Live(core: core) }

    /// The `live` resource.
    public nonisolated struct Live: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `sessions` operations.
        public var sessions: OpenAIClient.Live.Sessions { OpenAIClient.Live.Sessions(core: core) }
    }
}
