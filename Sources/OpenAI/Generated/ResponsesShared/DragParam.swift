// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A drag action.
///
/// - Schema: `#/components/schemas/DragParam`
public nonisolated struct DragParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Specifies the event type. For a drag action, this property is always set to `drag`.
    public var type: String

    /// An array of coordinates representing the path of the drag action. Coordinates will appear as an array of objects, eg
    /// ```
    /// [
    ///   { x: 100, y: 200 },
    ///   { x: 200, y: 300 }
    /// ]
    /// ```
    public var path: [CoordParam]

    public var keys: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        path: [CoordParam],
        keys: [String]? = nil
    ) {
        self.type = "drag"
        self.path = path
        self.keys = keys
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "drag")
        self.path = try container.decodeRequired([CoordParam].self, forKey: "path", in: decoder)
        self.keys = try container.decodeIfPresent([String].self, forKey: "keys")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.path, forKey: "path")
        try container.encodeIfPresent(self.keys, forKey: "keys")
    }
}

nonisolated extension NullableMember where Owner == DragParam {
    public static var keys: Self { Self("keys") }
}
