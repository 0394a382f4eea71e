// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Default configuration for tools in an MCP toolset.
///
/// - Schema: `#/components/schemas/BetaMCPToolDefaultConfig`
public nonisolated struct BetaMCPToolDefaultConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// Defer Loading
    public var deferLoading: Bool?

    /// Enabled
    public var enabled: Bool?

    public init(
        deferLoading: Bool? = nil,
        enabled: Bool? = nil
    ) {
        self.deferLoading = deferLoading
        self.enabled = enabled
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
    }
}
