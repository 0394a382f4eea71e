// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Static Chunking Strategy
///
/// - Schema: `#/components/schemas/StaticChunkingStrategyResponseParam`
public nonisolated struct StaticChunkingStrategyResponseParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `static`.
    public var type: String

    public var `static`: StaticChunkingStrategy

    public init(
        `static`: StaticChunkingStrategy
    ) {
        self.type = "static"
        self.static = `static`
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            static: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "static")
        self.static = try container.decodeRequired(StaticChunkingStrategy.self, forKey: "static", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.static, forKey: "static")
    }
}
