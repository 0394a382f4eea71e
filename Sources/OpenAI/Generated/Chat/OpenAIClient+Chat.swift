// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `chat` operations.
    public var chat: OpenAIClient.Chat { OpenAIClient.Chat(core: core) }

    /// The `chat` resource.
    public nonisolated struct Chat: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `completions` operations.
        public var completions: OpenAIClient.Chat.Completions { OpenAIClient.Chat.Completions(core: core) }
    }
}
