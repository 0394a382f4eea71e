// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// InputJsonContentBlockDelta
///
/// - Schema: `#/components/schemas/InputJsonContentBlockDelta`
public nonisolated struct InputJsonContentBlockDelta: Codable, Equatable, Sendable, EmptyDecodable {
    /// Partial Json
    public var partialJson: String

    /// Type
    public var type: String

    public init(
        partialJson: String
    ) {
        self.partialJson = partialJson
        self.type = "input_json_delta"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            partialJson: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.partialJson = try container.decodeRequired(String.self, forKey: "partial_json", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_json_delta")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.partialJson, forKey: "partial_json")
        try container.encode(self.type, forKey: "type")
    }
}
