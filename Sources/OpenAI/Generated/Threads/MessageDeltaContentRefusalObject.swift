// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The refusal content that is part of a message.
///
/// - Schema: `#/components/schemas/MessageDeltaContentRefusalObject`
public nonisolated struct MessageDeltaContentRefusalObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The index of the refusal part in the message.
    public var index: Int

    /// Always `refusal`.
    public var type: String

    public var refusal: String?

    public init(
        index: Int,
        refusal: String? = nil
    ) {
        self.index = index
        self.type = "refusal"
        self.refusal = refusal
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "refusal")
        self.refusal = try container.decodeIfPresent(String.self, forKey: "refusal")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.refusal, forKey: "refusal")
    }
}
