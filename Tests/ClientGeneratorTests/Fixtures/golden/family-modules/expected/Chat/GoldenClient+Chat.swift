// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _GoldenCore

nonisolated extension GoldenClient {
    /// `chat` operations.
    public var chat: GoldenClient.Chat { GoldenClient.Chat(core: core) }

    /// The `chat` resource.
    public nonisolated struct Chat: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `completions` operations.
        public var completions: GoldenClient.Chat.Completions { GoldenClient.Chat.Completions(core: core) }
    }
}
