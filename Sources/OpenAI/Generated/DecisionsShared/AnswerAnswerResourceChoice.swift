// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AnswerAnswerResourceChoice`
public nonisolated struct AnswerAnswerResourceChoice: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Choice values are typed: a string and a boolean with the same text are distinct.
    public var choice: JSONValue

    public var confidence: Double

    public var name: String?

    public var probabilities: [AnswerAnswerResourceChoiceProbability]

    /// The type of the object. Always `choice`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        choice: JSONValue,
        confidence: Double,
        probabilities: [AnswerAnswerResourceChoiceProbability],
        name: String? = nil
    ) {
        self.choice = choice
        self.confidence = confidence
        self.name = name
        self.probabilities = probabilities
        self.type = "choice"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            choice: .emptyValue,
            confidence: .emptyValue,
            probabilities: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.choice = try container.decodeRequired(JSONValue.self, forKey: "choice", in: decoder)
        self.confidence = try container.decodeRequired(Double.self, forKey: "confidence", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.probabilities = try container.decodeRequired([AnswerAnswerResourceChoiceProbability].self, forKey: "probabilities", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "choice")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.choice, forKey: "choice")
        try container.encode(self.confidence, forKey: "confidence")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.probabilities, forKey: "probabilities")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AnswerAnswerResourceChoice {
    public static var name: Self { Self("name") }
}
