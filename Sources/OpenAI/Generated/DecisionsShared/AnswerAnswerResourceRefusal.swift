// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model declined to answer this question.
///
/// Other questions in the same request can still receive answers.
///
/// - Schema: `#/components/schemas/AnswerAnswerResourceRefusal`
public nonisolated struct AnswerAnswerResourceRefusal: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var name: String?

    /// The type of the object. Always `refusal`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String? = nil
    ) {
        self.name = name
        self.type = "refusal"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "refusal")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AnswerAnswerResourceRefusal {
    public static var name: Self { Self("name") }
}
