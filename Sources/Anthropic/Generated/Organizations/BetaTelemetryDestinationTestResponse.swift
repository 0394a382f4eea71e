// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The result of one test span sent to a destination.
///
/// - Schema: `#/components/schemas/BetaTelemetryDestinationTestResponse`
public nonisolated struct BetaTelemetryDestinationTestResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// How the test went: `success` when the destination answered with a 2xx status,
    /// else `failure` with the reason.
    public var result: BetaTelemetryDestinationTestResult

    public var type: String

    public init(
        result: BetaTelemetryDestinationTestResult
    ) {
        self.result = result
        self.type = "telemetry_destination_test"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            result: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.result = try container.decodeRequired(BetaTelemetryDestinationTestResult.self, forKey: "result", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "telemetry_destination_test")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.result, forKey: "result")
        try container.encode(self.type, forKey: "type")
    }
}
