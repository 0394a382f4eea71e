// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Compliance {
    /// The `review` resource.
    public nonisolated struct Review: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `cases` operations.
        public var cases: AnthropicClient.Beta.Compliance.Review.Cases { AnthropicClient.Beta.Compliance.Review.Cases(core: core) }

        /// `items` operations.
        public var items: AnthropicClient.Beta.Compliance.Review.Items { AnthropicClient.Beta.Compliance.Review.Items(core: core) }

        /// `notices` operations.
        public var notices: AnthropicClient.Beta.Compliance.Review.Notices { AnthropicClient.Beta.Compliance.Review.Notices(core: core) }
    }
}
