// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model declined to answer this question.
///
/// Other questions in the same request can still receive answers.
///
/// - Schema: `#/components/schemas/AnswerAnswerResourceRefusal`
public struct AnswerAnswerResourceRefusal: Codable, Equatable, Sendable, EmptyDecodable {
    public var name: String?

    /// The type of the object. Always `refusal`.
    public var type: String

    public init(
        name: String? = nil
    ) {
        self.name = name
        self.type = "refusal"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "refusal")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
    }
}
