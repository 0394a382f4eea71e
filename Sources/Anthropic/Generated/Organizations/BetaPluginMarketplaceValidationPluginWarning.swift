// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPluginMarketplaceValidationPluginWarning`
public nonisolated struct BetaPluginMarketplaceValidationPluginWarning: Codable, Equatable, Sendable, EmptyDecodable {
    /// A stable identifier for the kind of warning.
    public var errorCode: String

    /// What would be left out, and why.
    public var message: String

    public init(
        errorCode: String,
        message: String
    ) {
        self.errorCode = errorCode
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            errorCode: .emptyValue,
            message: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.errorCode = try container.decodeRequired(String.self, forKey: "error_code", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.errorCode, forKey: "error_code")
        try container.encode(self.message, forKey: "message")
    }
}
