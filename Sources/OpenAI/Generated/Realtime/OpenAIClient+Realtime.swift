// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `realtime` operations.
    public var realtime: OpenAIClient.Realtime { OpenAIClient.Realtime(core: core) }

    /// The `realtime` resource.
    public nonisolated struct Realtime: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `calls` operations.
        public var calls: OpenAIClient.Realtime.Calls { OpenAIClient.Realtime.Calls(core: core) }

        /// `clientSecrets` operations.
        public var clientSecrets: OpenAIClient.Realtime.ClientSecrets { OpenAIClient.Realtime.ClientSecrets(core: core) }

        /// `sessions` operations.
        public var sessions: OpenAIClient.Realtime.Sessions { OpenAIClient.Realtime.Sessions(core: core) }

        /// `transcriptionSessions` operations.
        public var transcriptionSessions: OpenAIClient.Realtime.TranscriptionSessions { OpenAIClient.Realtime.TranscriptionSessions(core: core) }

        /// `translations` operations.
        public var translations: OpenAIClient.Realtime.Translations { OpenAIClient.Realtime.Translations(core: core) }
    }
}
