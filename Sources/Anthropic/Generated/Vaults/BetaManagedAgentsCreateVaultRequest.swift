// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for creating a vault.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCreateVaultRequest`
public nonisolated struct BetaManagedAgentsCreateVaultRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Human-readable name for the vault. 1-255 characters.
    public var displayName: String

    /// Arbitrary key-value metadata to attach to the vault. Maximum 16 pairs, keys up to 64 chars, values up to 512 chars.
    public var metadata: [String: String]?

    public init(
        displayName: String,
        metadata: [String: String]? = nil
    ) {
        self.displayName = displayName
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            displayName: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.displayName = try container.decodeRequired(String.self, forKey: "display_name", in: decoder)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.displayName, forKey: "display_name")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}
