// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `projects` operations.
    public var projects: OpenAIClient.Projects { OpenAIClient.Projects(core: core) }

    /// The `projects` resource.
    public nonisolated struct Projects: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `groups` operations.
        public var groups: OpenAIClient.Projects.Groups { OpenAIClient.Projects.Groups(core: core) }

        /// `roles` operations.
        public var roles: OpenAIClient.Projects.Roles { OpenAIClient.Projects.Roles(core: core) }

        /// `users` operations.
        public var users: OpenAIClient.Projects.Users { OpenAIClient.Projects.Users(core: core) }
    }
}
