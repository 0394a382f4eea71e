// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AnswerAnswerResourceScore`
public nonisolated struct AnswerAnswerResourceScore: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var confidence: Double

    public var name: String?

    public var probabilities: [AnswerAnswerResourceScoreProbability]

    public var score: Double

    /// The type of the object. Always `score`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        confidence: Double,
        probabilities: [AnswerAnswerResourceScoreProbability],
        score: Double,
        name: String? = nil
    ) {
        self.confidence = confidence
        self.name = name
        self.probabilities = probabilities
        self.score = score
        self.type = "score"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            confidence: .emptyValue,
            probabilities: .emptyValue,
            score: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.confidence = try container.decodeRequired(Double.self, forKey: "confidence", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.probabilities = try container.decodeRequired([AnswerAnswerResourceScoreProbability].self, forKey: "probabilities", in: decoder)
        self.score = try container.decodeRequired(Double.self, forKey: "score", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "score")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.confidence, forKey: "confidence")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.probabilities, forKey: "probabilities")
        try container.encode(self.score, forKey: "score")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AnswerAnswerResourceScore {
    public static var name: Self { Self("name") }
}
