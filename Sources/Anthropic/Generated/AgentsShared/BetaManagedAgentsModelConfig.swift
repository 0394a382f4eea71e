// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Model identifier and configuration.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsModelConfig`
public nonisolated struct BetaManagedAgentsModelConfig: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    public var id: BetaManagedAgentsModel

    /// Inference speed mode. `fast` provides significantly faster output token generation at premium pricing. Defaults to `standard`. Not all models support `fast`; invalid combinations are rejected at create time.
    public var speed: BetaManagedAgentsSpeed?

    /// How hard Claude works on each inference call.
    ///
    /// One of `low`, `medium`, `high`, `xhigh`, `max`. Always present; resolved to the
    /// per-model default at save time when not supplied.
    public var effort: BetaManagedAgentsModelConfigEffort?

    /// Geographic region for model inference.
    ///
    /// When unset, requests fall through to the workspace's default_inference_geo.
    public var inferenceGeo: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: BetaManagedAgentsModel,
        speed: BetaManagedAgentsSpeed? = nil,
        effort: BetaManagedAgentsModelConfigEffort? = nil,
        inferenceGeo: String? = nil
    ) {
        self.id = id
        self.speed = speed
        self.effort = effort
        self.inferenceGeo = inferenceGeo
        self.nullNames = []
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
        self.effort = try container.decodeIfPresent(BetaManagedAgentsModelConfigEffort.self, forKey: "effort")
        self.inferenceGeo = try container.decodeIfPresent(String.self, forKey: "inference_geo")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.speed, forKey: "speed")
        try container.encodeIfPresent(self.effort, forKey: "effort")
        try container.encodeIfPresent(self.inferenceGeo, forKey: "inference_geo")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsModelConfig {
    public static var effort: Self { Self("effort") }
    public static var inferenceGeo: Self { Self("inference_geo") }
}
