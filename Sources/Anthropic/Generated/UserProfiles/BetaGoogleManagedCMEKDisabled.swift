// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The control is off and has no keys.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedCMEKDisabled`
public nonisolated struct BetaGoogleManagedCMEKDisabled: Codable, Equatable, Sendable, EmptyDecodable {
    /// Keys that a region has retired, earliest `expires_at` first.
    public var retiredKeys: [BetaGoogleManagedRetiredKey]

    public var type: String

    public init(
        retiredKeys: [BetaGoogleManagedRetiredKey]
    ) {
        self.retiredKeys = retiredKeys
        self.type = "disabled"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            retiredKeys: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.retiredKeys = try container.decodeRequired([BetaGoogleManagedRetiredKey].self, forKey: "retired_keys", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "disabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.retiredKeys, forKey: "retired_keys")
        try container.encode(self.type, forKey: "type")
    }
}
