// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DecisionQuestionParamScoreLevel`
public nonisolated struct DecisionQuestionParamScoreLevel: Codable, Equatable, Sendable, EmptyDecodable {
    public var description: String?

    public var label: String

    public init(
        label: String,
        description: String? = nil
    ) {
        self.description = description
        self.label = label
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            label: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.label = try container.decodeRequired(String.self, forKey: "label", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.label, forKey: "label")
    }
}
