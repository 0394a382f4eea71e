// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Compacts the current context. Must be the final input item.
///
/// - Schema: `#/components/schemas/CompactionTriggerItemParam`
public nonisolated struct CompactionTriggerItemParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the item. Always `compaction_trigger`.
    public var type: String

    /// The unique ID of this compaction trigger.
    public var id: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String? = nil
    ) {
        self.type = "compaction_trigger"
        self.id = id
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "compaction_trigger")
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.id, forKey: "id")
    }
}

nonisolated extension NullableMember where Owner == CompactionTriggerItemParam {
    public static var id: Self { Self("id") }
}
