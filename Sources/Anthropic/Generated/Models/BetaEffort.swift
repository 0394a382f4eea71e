// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Effort (reasoning_effort) capability details.
///
/// - Schema: `#/components/schemas/BetaEffortCapability`
public struct BetaEffortCapability: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether the model supports high effort level.
    public var high: BetaCapabilitySupport

    /// Whether the model supports low effort level.
    public var low: BetaCapabilitySupport

    /// Whether the model supports max effort level.
    public var max: BetaCapabilitySupport

    /// Whether the model supports medium effort level.
    public var medium: BetaCapabilitySupport

    /// Whether this capability is supported by the model.
    public var supported: Bool

    /// Whether the model supports xhigh effort level.
    public var xhigh: BetaCapabilitySupport?

    public init(
        high: BetaCapabilitySupport,
        low: BetaCapabilitySupport,
        max: BetaCapabilitySupport,
        medium: BetaCapabilitySupport,
        supported: Bool,
        xhigh: BetaCapabilitySupport?
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

    enum CodingKeys: String, CodingKey {
        case high
        case low
        case max
        case medium
        case supported
        case xhigh
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.high = try container.decodeRequired(BetaCapabilitySupport.self, forKey: .high, in: decoder)
        self.low = try container.decodeRequired(BetaCapabilitySupport.self, forKey: .low, in: decoder)
        self.max = try container.decodeRequired(BetaCapabilitySupport.self, forKey: .max, in: decoder)
        self.medium = try container.decodeRequired(BetaCapabilitySupport.self, forKey: .medium, in: decoder)
        self.supported = try container.decodeRequired(Bool.self, forKey: .supported, in: decoder)
        self.xhigh = try container.decodeIfPresent(BetaCapabilitySupport.self, forKey: .xhigh)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.high, forKey: .high)
        try container.encode(self.low, forKey: .low)
        try container.encode(self.max, forKey: .max)
        try container.encode(self.medium, forKey: .medium)
        try container.encode(self.supported, forKey: .supported)
        try container.encode(self.xhigh, forKey: .xhigh)
    }
}

/// All possible effort levels.
///
/// - Schema: `#/components/schemas/BetaEffortLevel`
public enum BetaEffortLevel: OpenEnum, EmptyDecodable {
    case low
    case medium
    case high
    case xhigh
    case max
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "low": self = .low
        case "medium": self = .medium
        case "high": self = .high
        case "xhigh": self = .xhigh
        case "max": self = .max
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        case .xhigh: "xhigh"
        case .max: "max"
        case .unknown(let value): value
        }
    }
}
