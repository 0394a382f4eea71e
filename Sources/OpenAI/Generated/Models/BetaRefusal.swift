// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A refusal from the model.
///
/// - Schema: `#/components/schemas/BetaRefusalContent`
public struct BetaRefusalContent: Codable, Hashable, Sendable {
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

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case refusal
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "refusal"
        self.refusal = try container.decodeRequired(String.self, forKey: .refusal, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.refusal, forKey: .refusal)
    }
}
