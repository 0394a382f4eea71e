// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Thinking capability details.
///
/// - Schema: `#/components/schemas/ThinkingCapability`
public nonisolated struct ThinkingCapability: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether this capability is supported by the model.
    public var supported: Bool

    public var types: ThinkingTypes

    public init(
        supported: Bool,
        types: ThinkingTypes
    ) {
        self.supported = supported
        self.types = types
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            supported: .emptyValue,
            types: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.supported = try container.decodeRequired(Bool.self, forKey: "supported", in: decoder)
        self.types = try container.decodeRequired(ThinkingTypes.self, forKey: "types", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.supported, forKey: "supported")
        try container.encode(self.types, forKey: "types")
    }
}
