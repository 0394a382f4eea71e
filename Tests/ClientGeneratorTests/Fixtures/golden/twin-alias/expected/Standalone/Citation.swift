// Generated from Tests/ClientGeneratorTests/Fixtures/golden/twin-alias/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Citation`
public nonisolated struct Citation: Codable, Equatable, Sendable, EmptyDecodable {
    public var url: String

    public var source: Source?

    public init(
        url: String,
        source: Source? = nil
    ) {
        self.url = url
        self.source = source
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        self.source = try container.decodeIfPresent(Source.self, forKey: "source")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.url, forKey: "url")
        try container.encodeIfPresent(self.source, forKey: "source")
    }
}
