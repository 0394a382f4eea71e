// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An object that defines additional configuration control over model use
///
/// - Schema: `#/components/schemas/BetaManagedAgentsModelConfigParams`
public struct BetaManagedAgentsModelConfigParams: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var id: BetaManagedAgentsModel

    /// Inference speed mode. Defaults to `standard`.
    public var speed: BetaManagedAgentsSpeed?

    public init(
        id: BetaManagedAgentsModel,
        speed: BetaManagedAgentsSpeed? = nil
    ) {
        self.id = id
        self.speed = speed
    }

    public init(stringLiteral value: String) {
        self.init(id: BetaManagedAgentsModel(stringLiteral: value))
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
        self.id = try container.decodeRequired(BetaManagedAgentsModel.self, forKey: "id", in: decoder)
        self.speed = try container.decodeIfPresent(BetaManagedAgentsSpeed.self, forKey: "speed")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.speed, forKey: "speed")
    }
}
