// Generated from Tests/ClientGeneratorTests/Fixtures/golden/apple-names/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Image`
public nonisolated struct APIImage: Codable, Equatable, Sendable, EmptyDecodable {
    public var url: String?

    public init(
        url: String? = nil
    ) {
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.url = try container.decodeIfPresent(String.self, forKey: "url")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.url, forKey: "url")
    }
}
