// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsErrorResponse`
public nonisolated struct BetaManagedAgentsErrorResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always "error" for error responses
    public var type: String

    public var error: BetaManagedAgentsError

    public init(
        error: BetaManagedAgentsError
    ) {
        self.type = "error"
        self.error = error
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "error")
        self.error = try container.decodeRequired(BetaManagedAgentsError.self, forKey: "error", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.error, forKey: "error")
    }
}
