// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An x/y coordinate pair, e.g. `{ x: 100, y: 200 }`.
///
/// - Schema: `#/components/schemas/CoordParam`
public nonisolated struct CoordParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The x-coordinate.
    public var x: Int

    /// The y-coordinate.
    public var y: Int

    public init(
        x: Int,
        y: Int
    ) {
        self.x = x
        self.y = y
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            x: .emptyValue,
            y: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.x = try container.decodeRequired(Int.self, forKey: "x", in: decoder)
        self.y = try container.decodeRequired(Int.self, forKey: "y", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.x, forKey: "x")
        try container.encode(self.y, forKey: "y")
    }
}
