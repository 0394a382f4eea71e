// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct LiveSessionsRejectRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// SIP rejection status sent to the caller. This field is required.
    public var statusCode: Int

    public init(
        statusCode: Int
    ) {
        self.statusCode = statusCode
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            statusCode: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.statusCode = try container.decodeRequired(Int.self, forKey: "status_code", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.statusCode, forKey: "status_code")
    }
}
