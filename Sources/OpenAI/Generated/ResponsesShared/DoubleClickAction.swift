// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A double click action.
///
/// - Schema: `#/components/schemas/DoubleClickAction`
public nonisolated struct DoubleClickAction: Codable, Equatable, Sendable, EmptyDecodable {
    /// Specifies the event type. For a double click action, this property is always set to `double_click`.
    public var type: String

    /// The x-coordinate where the double click occurred.
    public var x: Int

    /// The y-coordinate where the double click occurred.
    public var y: Int

    public var keys: [String]?

    public init(
        x: Int,
        y: Int,
        keys: [String]?
    ) {
        self.type = "double_click"
        self.x = x
        self.y = y
        self.keys = keys
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            x: .emptyValue,
            y: .emptyValue,
            keys: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "double_click")
        self.x = try container.decodeRequired(Int.self, forKey: "x", in: decoder)
        self.y = try container.decodeRequired(Int.self, forKey: "y", in: decoder)
        self.keys = try container.decodeIfPresent([String].self, forKey: "keys")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.x, forKey: "x")
        try container.encode(self.y, forKey: "y")
        try container.encode(self.keys, forKey: "keys")
    }
}
