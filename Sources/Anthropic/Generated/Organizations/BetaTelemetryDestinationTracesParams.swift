// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The settings for the traces that a telemetry destination receives, as a create or update request sets them. An omitted field takes its default on create and keeps its stored value on update.
///
/// - Schema: `#/components/schemas/BetaTelemetryDestinationTracesParams`
public nonisolated struct BetaTelemetryDestinationTracesParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// What the exported spans contain. Defaults to `metadata_only` on create.
    ///
    /// On update, `null` sets `metadata_only`.
    public var contentMode: BetaTelemetryDestinationContentMode?

    /// Whether the destination receives traces.
    ///
    /// Defaults to true on create. It cannot be null.
    public var enabled: Bool?

    /// The full URL of your collector's traces endpoint, for a collector that takes
    /// traces on a path other than `/v1/traces`. The API posts traces to it exactly as
    /// given and appends nothing.
    ///
    /// The same rules as for `endpoint_url` apply, except that any path is allowed. It
    /// must have the same scheme, host, and port as `endpoint_url`. At most 2,048
    /// characters.
    ///
    /// On create, `null` is the same as leaving it out. On update, `null` removes it.
    /// The API then posts traces to `endpoint_url` with `/v1/traces` appended. A change
    /// of this URL alone keeps the registered headers.
    public var endpointURL: String?

    /// The most bytes of content that one exported span can contain, from 1 up to the
    /// API's maximum. `null` sets no bound, so only the API's maximum applies.
    ///
    /// On create, leaving it out is the same as `null`. The error for a value above the
    /// maximum states the maximum.
    public var maxContentBytes: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        contentMode: BetaTelemetryDestinationContentMode? = nil,
        enabled: Bool? = nil,
        endpointURL: String? = nil,
        maxContentBytes: Int? = nil
    ) {
        self.contentMode = contentMode
        self.enabled = enabled
        self.endpointURL = endpointURL
        self.maxContentBytes = maxContentBytes
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.contentMode = try container.decodeIfPresent(BetaTelemetryDestinationContentMode.self, forKey: "content_mode")
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.endpointURL = try container.decodeIfPresent(String.self, forKey: "endpoint_url")
        self.maxContentBytes = try container.decodeIfPresent(Int.self, forKey: "max_content_bytes")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.contentMode, forKey: "content_mode")
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.endpointURL, forKey: "endpoint_url")
        try container.encodeIfPresent(self.maxContentBytes, forKey: "max_content_bytes")
    }
}

nonisolated extension NullableMember where Owner == BetaTelemetryDestinationTracesParams {
    public static var contentMode: Self { Self("content_mode") }
    public static var endpointURL: Self { Self("endpoint_url") }
    public static var maxContentBytes: Self { Self("max_content_bytes") }
}
