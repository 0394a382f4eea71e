// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters used to decline an incoming SIP call handled by the Realtime API.
///
/// - Schema: `#/components/schemas/RealtimeCallRejectRequest`
public nonisolated struct RealtimeCallRejectRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// SIP response code to send back to the caller. Defaults to `603` (Decline)
    /// when omitted.
    public var statusCode: Int?

    public init(
        statusCode: Int? = nil
    ) {
        self.statusCode = statusCode
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.statusCode = try container.decodeIfPresent(Int.self, forKey: "status_code")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.statusCode, forKey: "status_code")
    }
}
