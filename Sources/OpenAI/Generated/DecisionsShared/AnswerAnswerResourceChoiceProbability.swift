// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AnswerAnswerResourceChoiceProbability`
public nonisolated struct AnswerAnswerResourceChoiceProbability: Codable, Equatable, Sendable, EmptyDecodable {
    public var probability: Double

    /// Choice values are typed: a string and a boolean with the same text are distinct.
    public var value: JSONValue

    public init(
        probability: Double,
        value: JSONValue
    ) {
        self.probability = probability
        self.value = value
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            probability: .emptyValue,
            value: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.probability = try container.decodeRequired(Double.self, forKey: "probability", in: decoder)
        self.value = try container.decodeRequired(JSONValue.self, forKey: "value", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.probability, forKey: "probability")
        try container.encode(self.value, forKey: "value")
    }
}
