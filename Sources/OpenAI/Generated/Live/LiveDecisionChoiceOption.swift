// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionChoiceOption`
public nonisolated struct LiveDecisionChoiceOption: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var description: String?

    public var value: JSONValue

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        value: JSONValue,
        description: String? = nil
    ) {
        self.description = description
        self.value = value
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            value: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.value = try container.decodeRequired(JSONValue.self, forKey: "value", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.value, forKey: "value")
    }
}

nonisolated extension NullableMember where Owner == LiveDecisionChoiceOption {
    public static var description: Self { Self("description") }
}
