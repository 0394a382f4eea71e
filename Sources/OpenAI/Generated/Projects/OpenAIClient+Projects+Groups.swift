// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Projects {
    /// The `groups` resource.
    public nonisolated struct Groups: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `roles` operations.
        public var roles: OpenAIClient.Projects.Groups.Roles { OpenAIClient.Projects.Groups.Roles(core: core) }
    }
}
