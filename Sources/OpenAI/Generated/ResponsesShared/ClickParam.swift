// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A click action.
///
/// - Schema: `#/components/schemas/ClickParam`
public nonisolated struct ClickParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Specifies the event type. For a click action, this property is always `click`.
    public var type: String

    /// Indicates which mouse button was pressed during the click. One of `left`, `right`, `wheel`, `back`, or `forward`.
    public var button: ClickButtonType

    /// The x-coordinate where the click occurred.
    public var x: Int

    /// The y-coordinate where the click occurred.
    public var y: Int

    public var keys: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        button: ClickButtonType,
        x: Int,
        y: Int,
        keys: [String]? = nil
    ) {
        self.type = "click"
        self.button = button
        self.x = x
        self.y = y
        self.keys = keys
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            button: .emptyValue,
            x: .emptyValue,
            y: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "click")
        self.button = try container.decodeRequired(ClickButtonType.self, forKey: "button", in: decoder)
        self.x = try container.decodeRequired(Int.self, forKey: "x", in: decoder)
        self.y = try container.decodeRequired(Int.self, forKey: "y", in: decoder)
        self.keys = try container.decodeIfPresent([String].self, forKey: "keys")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.button, forKey: "button")
        try container.encode(self.x, forKey: "x")
        try container.encode(self.y, forKey: "y")
        try container.encodeIfPresent(self.keys, forKey: "keys")
    }
}

nonisolated extension NullableMember where Owner == ClickParam {
    public static var keys: Self { Self("keys") }
}
