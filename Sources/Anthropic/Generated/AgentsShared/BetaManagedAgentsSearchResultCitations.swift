// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Citation settings for a search result.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSearchResultCitations`
public nonisolated struct BetaManagedAgentsSearchResultCitations: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether citations are enabled for this search result.
    public var enabled: Bool

    public init(
        enabled: Bool
    ) {
        self.enabled = enabled
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabled: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeRequired(Bool.self, forKey: "enabled", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.enabled, forKey: "enabled")
    }
}
