// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A scroll action.
///
/// - Schema: `#/components/schemas/ScrollParam`
public nonisolated struct ScrollParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Specifies the event type. For a scroll action, this property is always set to `scroll`.
    public var type: String

    /// The x-coordinate where the scroll occurred.
    public var x: Int

    /// The y-coordinate where the scroll occurred.
    public var y: Int

    /// The horizontal scroll distance.
    public var scrollX: Int

    /// The vertical scroll distance.
    public var scrollY: Int

    public var keys: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        x: Int,
        y: Int,
        scrollX: Int,
        scrollY: Int,
        keys: [String]? = nil
    ) {
        self.type = "scroll"
        self.x = x
        self.y = y
        self.scrollX = scrollX
        self.scrollY = scrollY
        self.keys = keys
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            x: .emptyValue,
            y: .emptyValue,
            scrollX: .emptyValue,
            scrollY: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "scroll")
        self.x = try container.decodeRequired(Int.self, forKey: "x", in: decoder)
        self.y = try container.decodeRequired(Int.self, forKey: "y", in: decoder)
        self.scrollX = try container.decodeRequired(Int.self, forKey: "scroll_x", in: decoder)
        self.scrollY = try container.decodeRequired(Int.self, forKey: "scroll_y", in: decoder)
        self.keys = try container.decodeIfPresent([String].self, forKey: "keys")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.x, forKey: "x")
        try container.encode(self.y, forKey: "y")
        try container.encode(self.scrollX, forKey: "scroll_x")
        try container.encode(self.scrollY, forKey: "scroll_y")
        try container.encodeIfPresent(self.keys, forKey: "keys")
    }
}

nonisolated extension NullableMember where Owner == ScrollParam {
    public static var keys: Self { Self("keys") }
}
