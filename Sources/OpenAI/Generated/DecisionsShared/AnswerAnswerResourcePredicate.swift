// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AnswerAnswerResourcePredicate`
public nonisolated struct AnswerAnswerResourcePredicate: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var name: String?

    public var probability: Double

    /// The type of the object. Always `predicate`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        probability: Double,
        name: String? = nil
    ) {
        self.name = name
        self.probability = probability
        self.type = "predicate"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            probability: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.probability = try container.decodeRequired(Double.self, forKey: "probability", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "predicate")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.probability, forKey: "probability")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AnswerAnswerResourcePredicate {
    public static var name: Self { Self("name") }
}
