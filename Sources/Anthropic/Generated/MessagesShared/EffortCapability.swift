// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Effort (reasoning_effort) capability details.
///
/// - Schema: `#/components/schemas/EffortCapability`
public nonisolated struct EffortCapability: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether the model supports high effort level.
    public var high: CapabilitySupport

    /// Whether the model supports low effort level.
    public var low: CapabilitySupport

    /// Whether the model supports max effort level.
    public var max: CapabilitySupport

    /// Whether the model supports medium effort level.
    public var medium: CapabilitySupport

    /// Whether this capability is supported by the model.
    public var supported: Bool

    /// Whether the model supports xhigh effort level.
    public var xhigh: CapabilitySupport?

    public init(
        high: CapabilitySupport,
        low: CapabilitySupport,
        max: CapabilitySupport,
        medium: CapabilitySupport,
        supported: Bool,
        xhigh: CapabilitySupport?
    ) {
        self.high = high
        self.low = low
        self.max = max
        self.medium = medium
        self.supported = supported
        self.xhigh = xhigh
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            high: .emptyValue,
            low: .emptyValue,
            max: .emptyValue,
            medium: .emptyValue,
            supported: .emptyValue,
            xhigh: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.high = try container.decodeRequired(CapabilitySupport.self, forKey: "high", in: decoder)
        self.low = try container.decodeRequired(CapabilitySupport.self, forKey: "low", in: decoder)
        self.max = try container.decodeRequired(CapabilitySupport.self, forKey: "max", in: decoder)
        self.medium = try container.decodeRequired(CapabilitySupport.self, forKey: "medium", in: decoder)
        self.supported = try container.decodeRequired(Bool.self, forKey: "supported", in: decoder)
        self.xhigh = try container.decodeIfPresent(CapabilitySupport.self, forKey: "xhigh")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.high, forKey: "high")
        try container.encode(self.low, forKey: "low")
        try container.encode(self.max, forKey: "max")
        try container.encode(self.medium, forKey: "medium")
        try container.encode(self.supported, forKey: "supported")
        try container.encode(self.xhigh, forKey: "xhigh")
    }
}
