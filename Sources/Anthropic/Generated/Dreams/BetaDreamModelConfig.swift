// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model of every stage of the job (the shape of the Agents API's model configuration).
///
/// - Schema: `#/components/schemas/BetaDreamModelConfig`
public nonisolated struct BetaDreamModelConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// Model identifier.
    public var id: String

    public var speed: BetaManagedAgentsSpeed?

    public init(
        id: String,
        speed: BetaManagedAgentsSpeed? = nil
    ) {
        self.id = id
        self.speed = speed
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.speed = try container.decodeIfPresent(BetaManagedAgentsSpeed.self, forKey: "speed")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.speed, forKey: "speed")
    }
}
