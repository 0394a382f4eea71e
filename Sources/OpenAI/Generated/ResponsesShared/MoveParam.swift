// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A mouse move action.
///
/// - Schema: `#/components/schemas/MoveParam`
public nonisolated struct MoveParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Specifies the event type. For a move action, this property is always set to `move`.
    public var type: String

    /// The x-coordinate to move to.
    public var x: Int

    /// The y-coordinate to move to.
    public var y: Int

    public var keys: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        x: Int,
        y: Int,
        keys: [String]? = nil
    ) {
        self.type = "move"
        self.x = x
        self.y = y
        self.keys = keys
        self.nullNames = []
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "move")
        self.x = try container.decodeRequired(Int.self, forKey: "x", in: decoder)
        self.y = try container.decodeRequired(Int.self, forKey: "y", in: decoder)
        self.keys = try container.decodeIfPresent([String].self, forKey: "keys")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.x, forKey: "x")
        try container.encode(self.y, forKey: "y")
        try container.encodeIfPresent(self.keys, forKey: "keys")
    }
}

nonisolated extension NullableMember where Owner == MoveParam {
    public static var keys: Self { Self("keys") }
}
