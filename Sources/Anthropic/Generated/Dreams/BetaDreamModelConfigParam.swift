// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model of every stage of the job.
///
/// - Schema: `#/components/schemas/BetaDreamModelConfigParam`
public nonisolated struct BetaDreamModelConfigParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Model identifier, 1 to 256 characters.
    public var id: String

    public var speed: BetaManagedAgentsSpeed?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        speed: BetaManagedAgentsSpeed? = nil
    ) {
        self.id = id
        self.speed = speed
        self.nullNames = []
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
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.speed, forKey: "speed")
    }
}

nonisolated extension NullableMember where Owner == BetaDreamModelConfigParam {
    public static var speed: Self { Self("speed") }
}
