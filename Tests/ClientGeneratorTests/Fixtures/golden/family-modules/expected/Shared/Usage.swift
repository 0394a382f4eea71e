// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reached by both families' operations, so it is in `Shared/`.
///
/// - Schema: `#/components/schemas/Usage`
public nonisolated struct Usage: Codable, Equatable, Sendable, EmptyDecodable {
    public var totalTokens: Int?

    public init(
        totalTokens: Int? = nil
    ) {
        self.totalTokens = totalTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.totalTokens = try container.decodeIfPresent(Int.self, forKey: "total_tokens")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.totalTokens, forKey: "total_tokens")
    }
}
