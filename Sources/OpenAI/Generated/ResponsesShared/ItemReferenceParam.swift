// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An internal identifier for an item to reference.
///
/// - Schema: `#/components/schemas/ItemReferenceParam`
public nonisolated struct ItemReferenceParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String?

    /// The ID of the item to reference.
    public var id: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        type: String? = nil
    ) {
        self.type = type
        self.id = id
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "item_reference")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
    }
}

nonisolated extension NullableMember where Owner == ItemReferenceParam {
    public static var type: Self { Self("type") }
}
