// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Organizations {
    /// The `providers` resource.
    public nonisolated struct Providers: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `google` operations.
        public var google: AnthropicClient.Beta.Organizations.Providers.Google { AnthropicClient.Beta.Organizations.Providers.Google(core: core) }
    }
}
