// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPluginMarketplaceValidationPluginErrorObject`
public nonisolated struct BetaPluginMarketplaceValidationPluginErrorObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Why the plugin would be skipped by a synchronization.
    public var error: String

    /// A stable identifier for the reason — the value to branch on.
    public var errorCode: String

    /// The plugin's name, as its entry in marketplace.json declares it.
    public var name: String

    public init(
        error: String,
        errorCode: String,
        name: String
    ) {
        self.error = error
        self.errorCode = errorCode
        self.name = name
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            error: .emptyValue,
            errorCode: .emptyValue,
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.error = try container.decodeRequired(String.self, forKey: "error", in: decoder)
        self.errorCode = try container.decodeRequired(String.self, forKey: "error_code", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.error, forKey: "error")
        try container.encode(self.errorCode, forKey: "error_code")
        try container.encode(self.name, forKey: "name")
    }
}
