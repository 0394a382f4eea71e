// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The test span was not delivered.
///
/// - Schema: `#/components/schemas/BetaTelemetryDestinationTestFailure`
public nonisolated struct BetaTelemetryDestinationTestFailure: Codable, Equatable, Sendable, EmptyDecodable {
    /// A message that describes why the test span was not delivered, including the HTTP
    /// status code when the destination returned one. Examples:
    /// `HTTP error (status 403)`, `timeout`, `TLS failure`. It has the same form as the
    /// destination's `delivery_health.last_error` and never contains the destination's
    /// response body, any header value, a network address, or TLS details.
    public var error: String

    public var type: String

    public init(
        error: String
    ) {
        self.error = error
        self.type = "failure"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            error: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.error = try container.decodeRequired(String.self, forKey: "error", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "failure")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.error, forKey: "error")
        try container.encode(self.type, forKey: "type")
    }
}
