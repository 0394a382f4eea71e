// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for a specific tool in an MCP toolset.
///
/// - Schema: `#/components/schemas/BetaMcpToolConfigBetaMCPToolConfig`
public nonisolated struct BetaMcpToolConfigBetaMCPToolConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var deferLoading: Bool?

    public var enabled: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        deferLoading: Bool? = nil,
        enabled: Bool? = nil
    ) {
        self.deferLoading = deferLoading
        self.enabled = enabled
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
    }
}

nonisolated extension NullableMember where Owner == BetaMcpToolConfigBetaMCPToolConfig {
    public static var deferLoading: Self { Self("defer_loading") }
    public static var enabled: Self { Self("enabled") }
}
