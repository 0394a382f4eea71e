// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A telemetry destination's settings for the traces it receives.
///
/// - Schema: `#/components/schemas/BetaTelemetryDestinationTraces`
public nonisolated struct BetaTelemetryDestinationTraces: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// What the exported spans contain.
    public var contentMode: BetaTelemetryDestinationContentMode

    /// Whether the destination receives traces.
    ///
    /// A destination whose `enabled` is false keeps its other settings.
    public var enabled: Bool

    /// The full URL that the API posts traces to, exactly as registered, or `null` if
    /// the destination doesn't have one.
    ///
    /// When it is `null`, the API posts traces to `endpoint_url` with `/v1/traces`
    /// appended.
    public var endpointURL: String?

    /// The most bytes of content that one exported span can contain, or `null` if only
    /// the API's maximum applies.
    ///
    /// Content means model prompts and responses, and tool inputs and outputs. The API
    /// shortens longer content to this size before it delivers the span. A destination
    /// whose `content_mode` is `metadata_only` keeps this value. It applies once
    /// `content_mode` is `content`.
    public var maxContentBytes: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        contentMode: BetaTelemetryDestinationContentMode,
        enabled: Bool,
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
    public static var emptyValue: Self {
        Self(
            contentMode: .emptyValue,
            enabled: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.contentMode = try container.decodeRequired(BetaTelemetryDestinationContentMode.self, forKey: "content_mode", in: decoder)
        self.enabled = try container.decodeRequired(Bool.self, forKey: "enabled", in: decoder)
        self.endpointURL = try container.decodeIfPresent(String.self, forKey: "endpoint_url")
        self.maxContentBytes = try container.decodeIfPresent(Int.self, forKey: "max_content_bytes")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.contentMode, forKey: "content_mode")
        try container.encode(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.endpointURL, forKey: "endpoint_url")
        try container.encodeIfPresent(self.maxContentBytes, forKey: "max_content_bytes")
    }
}

nonisolated extension NullableMember where Owner == BetaTelemetryDestinationTraces {
    public static var endpointURL: Self { Self("endpoint_url") }
    public static var maxContentBytes: Self { Self("max_content_bytes") }
}
