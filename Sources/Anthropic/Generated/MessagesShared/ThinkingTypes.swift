// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Supported thinking type configurations.
///
/// - Schema: `#/components/schemas/ThinkingTypes`
public nonisolated struct ThinkingTypes: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether the model supports thinking with type 'adaptive' (auto).
    public var adaptive: CapabilitySupport

    /// Whether the model supports thinking with type 'enabled'.
    public var enabled: CapabilitySupport

    /// Whether the model accepts thinking with type 'between_tools' (thinking turned
    /// off, and any short progress updates the model writes between tool calls come
    /// back as thinking blocks). False exactly when a request that sends it gets a 400
    /// from this model. A request that sends 'between_tools' can still be rejected for
    /// another reason, such as an effort level the model does not allow with thinking
    /// off.
    public var betweenTools: CapabilitySupport?

    /// Whether the model accepts thinking with type 'disabled' (thinking turned off).
    ///
    /// False exactly when a request that sends it gets a 400 from this model. True on a
    /// model that does not support thinking. A request that sends 'disabled' can still
    /// be rejected for another reason, such as an effort level the model does not allow
    /// with thinking off.
    public var disabled: CapabilitySupport?

    public init(
        adaptive: CapabilitySupport,
        enabled: CapabilitySupport,
        betweenTools: CapabilitySupport? = nil,
        disabled: CapabilitySupport? = nil
    ) {
        self.adaptive = adaptive
        self.enabled = enabled
        self.betweenTools = betweenTools
        self.disabled = disabled
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
        self.betweenTools = try container.decodeIfPresent(CapabilitySupport.self, forKey: "between_tools")
        self.disabled = try container.decodeIfPresent(CapabilitySupport.self, forKey: "disabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.adaptive, forKey: "adaptive")
        try container.encode(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.betweenTools, forKey: "between_tools")
        try container.encodeIfPresent(self.disabled, forKey: "disabled")
    }
}
