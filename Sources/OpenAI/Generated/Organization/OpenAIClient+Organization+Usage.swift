// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `usage` resource.
    public nonisolated struct Usage: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `audioSpeeches` operations.
        public var audioSpeeches: OpenAIClient.Organization.Usage.AudioSpeeches { OpenAIClient.Organization.Usage.AudioSpeeches(core: core) }

        /// `audioTranscriptions` operations.
        public var audioTranscriptions: OpenAIClient.Organization.Usage.AudioTranscriptions { OpenAIClient.Organization.Usage.AudioTranscriptions(core: core) }

        /// `codeInterpreterSessions` operations.
        public var codeInterpreterSessions: OpenAIClient.Organization.Usage.CodeInterpreterSessions { OpenAIClient.Organization.Usage.CodeInterpreterSessions(core: core) }

        /// `completions` operations.
        public var completions: OpenAIClient.Organization.Usage.Completions { OpenAIClient.Organization.Usage.Completions(core: core) }

        /// `decisions` operations.
        public var decisions: OpenAIClient.Organization.Usage.Decisions { OpenAIClient.Organization.Usage.Decisions(core: core) }

        /// `embeddings` operations.
        public var embeddings: OpenAIClient.Organization.Usage.Embeddings { OpenAIClient.Organization.Usage.Embeddings(core: core) }

        /// `fileSearchCalls` operations.
        public var fileSearchCalls: OpenAIClient.Organization.Usage.FileSearchCalls { OpenAIClient.Organization.Usage.FileSearchCalls(core: core) }

        /// `images` operations.
        public var images: OpenAIClient.Organization.Usage.Images { OpenAIClient.Organization.Usage.Images(core: core) }

        /// `moderations` operations.
        public var moderations: OpenAIClient.Organization.Usage.Moderations { OpenAIClient.Organization.Usage.Moderations(core: core) }

        /// `vectorStores` operations.
        public var vectorStores: OpenAIClient.Organization.Usage.VectorStores { OpenAIClient.Organization.Usage.VectorStores(core: core) }

        /// `webSearchCalls` operations.
        public var webSearchCalls: OpenAIClient.Organization.Usage.WebSearchCalls { OpenAIClient.Organization.Usage.WebSearchCalls(core: core) }
    }
}
