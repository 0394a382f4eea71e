// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `audio` operations.
    public var audio: OpenAIClient.Audio { OpenAIClient.Audio(core: core) }

    /// The `audio` resource.
    public nonisolated struct Audio: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `speech` operations.
        public var speech: OpenAIClient.Audio.Speech { OpenAIClient.Audio.Speech(core: core) }

        /// `transcriptions` operations.
        public var transcriptions: OpenAIClient.Audio.Transcriptions { OpenAIClient.Audio.Transcriptions(core: core) }

        /// `translations` operations.
        public var translations: OpenAIClient.Audio.Translations { OpenAIClient.Audio.Translations(core: core) }

        /// `voiceConsents` operations.
        public var voiceConsents: OpenAIClient.Audio.VoiceConsents { OpenAIClient.Audio.VoiceConsents(core: core) }

        /// `voices` operations.
        public var voices: OpenAIClient.Audio.Voices { OpenAIClient.Audio.Voices(core: core) }
    }
}
