// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _GoldenCore

nonisolated extension GoldenClient {
    /// `beta` operations.
    public var beta: GoldenClient.Beta { GoldenClient.Beta(core: core) }

    /// The `beta` resources, each declared with its area's types.
    public nonisolated struct Beta: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }
    }
}
