// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Realtime {
    /// The `translations` resource.
    public nonisolated struct Translations: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `clientSecrets` operations.
        public var clientSecrets: OpenAIClient.Realtime.Translations.ClientSecrets { OpenAIClient.Realtime.Translations.ClientSecrets(core: core) }
    }
}
