// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigToolChoiceImageGeneration`
public nonisolated struct LiveResponsesDelegationConfigToolChoiceImageGeneration: Codable, Equatable, Sendable, EmptyDecodable {
    /// The tool to call. Always `image_generation`.
    public var type: String

    public init() {
        self.type = "image_generation"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image_generation")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
