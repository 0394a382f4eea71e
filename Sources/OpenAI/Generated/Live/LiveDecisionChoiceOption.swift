// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionChoiceOption`
public struct LiveDecisionChoiceOption: Codable, Equatable, Sendable, EmptyDecodable {
    public var description: String?

    public var value: JSONValue

    public init(
        value: JSONValue,
        description: String? = nil
    ) {
        self.description = description
        self.value = value
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
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.value, forKey: "value")
    }
}
