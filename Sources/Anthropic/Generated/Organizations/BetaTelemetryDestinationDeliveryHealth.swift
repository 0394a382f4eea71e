// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The most recent delivery results that the API records for a telemetry destination.
///
/// Changes to the destination's configuration or state don't reset these fields. Changes to these fields don't change `updated_at`. The values can lag behind the latest deliveries.
///
/// See the [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#delivery-and-health) to learn how the API delivers spans and when it disables a destination.
///
/// - Schema: `#/components/schemas/BetaTelemetryDestinationDeliveryHealth`
public nonisolated struct BetaTelemetryDestinationDeliveryHealth: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A message that describes the most recent failed delivery to the destination, or
    /// `null` if no delivery has failed yet.
    ///
    /// Examples are `temporary DNS failure`, `TLS failure`, `timeout`,
    /// `connection failure`, `invalid address`, `HTTP error (status 503)`, and
    /// `redirect (status 301)`. The message is `invalid address` both for a hostname
    /// that doesn't exist and for an address that isn't publicly routable. It never
    /// contains the endpoint's response body, a header value, a network address, or TLS
    /// details.
    ///
    /// `last_error` and `last_error_at` always change together. A later successful
    /// delivery doesn't clear them. If `last_success_at` is later than `last_error_at`,
    /// a delivery has succeeded since this failure.
    ///
    /// See the
    /// [OpenTelemetry export guide](https://platform.claude.com/docs/en/manage-claude/opentelemetry#delivery-errors)
    /// to learn the likely cause of each error.
    public var lastError: String?

    /// Time of the failure that `last_error` describes.
    ///
    /// Changes together with `last_error`. Null until a delivery first fails.
    public var lastErrorAt: String?

    /// Time of the most recent successful delivery to the destination, or `null` if no
    /// delivery has succeeded yet.
    public var lastSuccessAt: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        lastError: String? = nil,
        lastErrorAt: String? = nil,
        lastSuccessAt: String? = nil
    ) {
        self.lastError = lastError
        self.lastErrorAt = lastErrorAt
        self.lastSuccessAt = lastSuccessAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.lastError = try container.decodeIfPresent(String.self, forKey: "last_error")
        self.lastErrorAt = try container.decodeIfPresent(String.self, forKey: "last_error_at")
        self.lastSuccessAt = try container.decodeIfPresent(String.self, forKey: "last_success_at")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.lastError, forKey: "last_error")
        try container.encodeIfPresent(self.lastErrorAt, forKey: "last_error_at")
        try container.encodeIfPresent(self.lastSuccessAt, forKey: "last_success_at")
    }
}

nonisolated extension NullableMember where Owner == BetaTelemetryDestinationDeliveryHealth {
    public static var lastError: Self { Self("last_error") }
    public static var lastErrorAt: Self { Self("last_error_at") }
    public static var lastSuccessAt: Self { Self("last_success_at") }
}
