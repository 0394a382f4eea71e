// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AnswerAnswerResourceScoreProbability`
public nonisolated struct AnswerAnswerResourceScoreProbability: Codable, Equatable, Sendable, EmptyDecodable {
    public var label: String

    public var probability: Double

    public var value: Int

    public init(
        label: String,
        probability: Double,
        value: Int
    ) {
        self.label = label
        self.probability = probability
        self.value = value
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            label: .emptyValue,
            probability: .emptyValue,
            value: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.label = try container.decodeRequired(String.self, forKey: "label", in: decoder)
        self.probability = try container.decodeRequired(Double.self, forKey: "probability", in: decoder)
        self.value = try container.decodeRequired(Int.self, forKey: "value", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.label, forKey: "label")
        try container.encode(self.probability, forKey: "probability")
        try container.encode(self.value, forKey: "value")
    }
}
