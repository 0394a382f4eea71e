// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `chatkit` operations.
    public var chatkit: OpenAIClient.Chatkit { OpenAIClient.Chatkit(core: core) }

    /// The `chatkit` resource.
    public nonisolated struct Chatkit: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `sessions` operations.
        public var sessions: OpenAIClient.Chatkit.Sessions { OpenAIClient.Chatkit.Sessions(core: core) }

        /// `threads` operations.
        public var threads: OpenAIClient.Chatkit.Threads { OpenAIClient.Chatkit.Threads(core: core) }
    }
}
