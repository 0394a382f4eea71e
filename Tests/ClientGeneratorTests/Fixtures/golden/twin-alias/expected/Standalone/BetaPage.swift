// Generated from Tests/ClientGeneratorTests/Fixtures/golden/twin-alias/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Differs from Page (one more member), so it stays a type.
///
/// - Schema: `#/components/schemas/BetaPage`
public nonisolated struct BetaPage: Codable, Equatable, Sendable, EmptyDecodable {
    public var number: Int?

    public var label: String?

    public init(
        number: Int? = nil,
        label: String? = nil
    ) {
        self.number = number
        self.label = label
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.number = try container.decodeIfPresent(Int.self, forKey: "number")
        self.label = try container.decodeIfPresent(String.self, forKey: "label")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.number, forKey: "number")
        try container.encodeIfPresent(self.label, forKey: "label")
    }
}
