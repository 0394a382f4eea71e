// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The browser toolset: a single ``tools[]`` entry (carrying no
/// ``name``) that declares the browser tool family. The model is served
/// the family's tool with any members disabled via ``configs`` removed
/// from its schema.
///
/// - Schema: `#/components/schemas/BrowserToolset20260801Param`
public nonisolated struct BrowserToolset20260801Param: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeralParam?

    /// Sparse per-member overrides, keyed by member name.
    ///
    /// Absent, null, and {} are equivalent; a member's defaults apply wherever its key
    /// is absent.
    public var configs: BrowserToolsetConfigsParam?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cacheControl: CacheControlEphemeralParam? = nil,
        configs: BrowserToolsetConfigsParam? = nil
    ) {
        self.cacheControl = cacheControl
        self.configs = configs
        self.type = "browser_toolset_20260801"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeralParam.self, forKey: "cache_control")
        self.configs = try container.decodeIfPresent(BrowserToolsetConfigsParam.self, forKey: "configs")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "browser_toolset_20260801")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.configs, forKey: "configs")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BrowserToolset20260801Param {
    public static var cacheControl: Self { Self("cache_control") }
    public static var configs: Self { Self("configs") }
}
