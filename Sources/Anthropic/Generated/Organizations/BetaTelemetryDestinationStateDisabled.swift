// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The API doesn't deliver anything to the telemetry destination.
///
/// Spans produced while it is disabled aren't delivered later.
///
/// - Schema: `#/components/schemas/BetaTelemetryDestinationStateDisabled`
public nonisolated struct BetaTelemetryDestinationStateDisabled: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether a caller or the API disabled the destination and, when the API did, why.
    ///
    /// Read-only.
    public var reason: BetaTelemetryDestinationDisabledReason

    public var type: String

    public init(
        reason: BetaTelemetryDestinationDisabledReason
    ) {
        self.reason = reason
        self.type = "disabled"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            reason: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.reason = try container.decodeRequired(BetaTelemetryDestinationDisabledReason.self, forKey: "reason", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "disabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.reason, forKey: "reason")
        try container.encode(self.type, forKey: "type")
    }
}
