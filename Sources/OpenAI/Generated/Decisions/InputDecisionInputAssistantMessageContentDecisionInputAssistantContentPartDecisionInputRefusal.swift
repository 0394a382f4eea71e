// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/InputDecisionInputAssistantMessageContentDecisionInputAssistantContentPartDecisionInputRefusal`
public nonisolated struct InputDecisionInputAssistantMessageContentDecisionInputAssistantContentPartDecisionInputRefusal: Codable, Equatable, Sendable, EmptyDecodable {
    public var refusal: String

    public var type: String

    public init(
        refusal: String
    ) {
        self.refusal = refusal
        self.type = "refusal"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            refusal: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.refusal = try container.decodeRequired(String.self, forKey: "refusal", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "refusal")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.refusal, forKey: "refusal")
        try container.encode(self.type, forKey: "type")
    }
}
