// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Supported thinking type configurations.
///
/// - Schema: `#/components/schemas/ThinkingTypes`
public struct ThinkingTypes: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether the model supports thinking with type 'adaptive' (auto).
    public var adaptive: CapabilitySupport

    /// Whether the model supports thinking with type 'enabled'.
    public var enabled: CapabilitySupport

    public init(
        adaptive: CapabilitySupport,
        enabled: CapabilitySupport
    ) {
        self.adaptive = adaptive
        self.enabled = enabled
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            adaptive: .emptyValue,
            enabled: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.adaptive = try container.decodeRequired(CapabilitySupport.self, forKey: "adaptive", in: decoder)
        self.enabled = try container.decodeRequired(CapabilitySupport.self, forKey: "enabled", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.adaptive, forKey: "adaptive")
        try container.encode(self.enabled, forKey: "enabled")
    }
}
