// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A refusal from the model.
///
/// - Schema: `#/components/schemas/RefusalContent`
public nonisolated struct RefusalContent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the refusal. Always `refusal`.
    public var type: String

    /// The refusal explanation from the model.
    public var refusal: String

    public init(
        refusal: String
    ) {
        self.type = "refusal"
        self.refusal = refusal
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "refusal")
        self.refusal = try container.decodeRequired(String.self, forKey: "refusal", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.refusal, forKey: "refusal")
    }
}
