// Generated from Tests/ClientGeneratorTests/Fixtures/golden/twin-alias/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Source`
public nonisolated struct Source: Codable, Equatable, Sendable, EmptyDecodable {
    public var title: String?

    public init(
        title: String? = nil
    ) {
        self.title = title
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.title, forKey: "title")
    }
}
