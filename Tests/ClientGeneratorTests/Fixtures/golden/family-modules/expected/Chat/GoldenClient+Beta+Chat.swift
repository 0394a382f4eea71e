// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _GoldenCore
@_spi(Generated) import _GoldenShared

nonisolated extension GoldenClient.Beta {
    /// `chat` operations.
    public var chat: GoldenClient.Beta.Chat { GoldenClient.Beta.Chat(core: core) }

    /// The `chat` resource.
    public nonisolated struct Chat: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `completions` operations.
        public var completions: GoldenClient.Beta.Chat.Completions { GoldenClient.Beta.Chat.Completions(core: core) }
    }
}
