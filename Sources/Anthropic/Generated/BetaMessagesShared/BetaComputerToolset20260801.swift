// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The computer toolset: a single ``tools[]`` entry (carrying no
/// ``name``) that declares the computer tool family. The model is
/// served the family's tool with any members disabled via ``configs``
/// removed from its schema. Every member is enabled by default, zoom
/// included. The single-tool options ``display_number`` and
/// ``enable_zoom`` are not fields of a toolset entry — it carries only
/// ``type``, ``configs``, and ``cache_control``; zoom is controlled
/// via ``configs.zoom.enabled``.
///
/// - Schema: `#/components/schemas/BetaComputerToolset20260801`
public nonisolated struct BetaComputerToolset20260801: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeralBetaCacheControlEphemeral?

    /// Sparse per-member overrides, keyed by member name.
    ///
    /// Absent, null, and {} are equivalent; a member's defaults apply wherever its key
    /// is absent.
    public var configs: BetaComputerToolsetConfigs?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cacheControl: BetaCacheControlEphemeralBetaCacheControlEphemeral? = nil,
        configs: BetaComputerToolsetConfigs? = nil
    ) {
        self.cacheControl = cacheControl
        self.configs = configs
        self.type = "computer_toolset_20260801"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeralBetaCacheControlEphemeral.self, forKey: "cache_control")
        self.configs = try container.decodeIfPresent(BetaComputerToolsetConfigs.self, forKey: "configs")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_toolset_20260801")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.configs, forKey: "configs")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaComputerToolset20260801 {
    public static var cacheControl: Self { Self("cache_control") }
    public static var configs: Self { Self("configs") }
}
