// Generated from Tests/ClientGeneratorTests/Fixtures/golden/twin-alias/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Page`
public nonisolated struct Page: Codable, Equatable, Sendable, EmptyDecodable {
    public var number: Int?

    public init(
        number: Int? = nil
    ) {
        self.number = number
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.number = try container.decodeIfPresent(Int.self, forKey: "number")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.number, forKey: "number")
    }
}
