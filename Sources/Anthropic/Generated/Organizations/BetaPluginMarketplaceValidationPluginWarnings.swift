// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPluginMarketplaceValidationPluginWarnings`
public nonisolated struct BetaPluginMarketplaceValidationPluginWarnings: Codable, Equatable, Sendable, EmptyDecodable {
    /// The plugin's name, as its entry in marketplace.json declares it.
    public var name: String

    /// The parts of the plugin a synchronization would leave out.
    public var warnings: [BetaPluginMarketplaceValidationPluginWarning]

    public init(
        name: String,
        warnings: [BetaPluginMarketplaceValidationPluginWarning]
    ) {
        self.name = name
        self.warnings = warnings
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            warnings: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.warnings = try container.decodeRequired([BetaPluginMarketplaceValidationPluginWarning].self, forKey: "warnings", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.name, forKey: "name")
        try container.encode(self.warnings, forKey: "warnings")
    }
}
