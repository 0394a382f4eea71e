// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A key that a region has retired. Keep the key usable until `expires_at`.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedProjectRetiredKey`
public nonisolated struct BetaGoogleManagedProjectRetiredKey: Codable, Equatable, Sendable, EmptyDecodable {
    /// When this entry is removed, in RFC 3339 format.
    public var expiresAt: String

    /// The ID of the retired External Key (`ekey_...`).
    public var externalKeyID: String

    /// The code of the region that retired the key.
    public var region: String

    public init(
        expiresAt: String,
        externalKeyID: String,
        region: String
    ) {
        self.expiresAt = expiresAt
        self.externalKeyID = externalKeyID
        self.region = region
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            expiresAt: .emptyValue,
            externalKeyID: .emptyValue,
            region: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.expiresAt = try container.decodeRequired(String.self, forKey: "expires_at", in: decoder)
        self.externalKeyID = try container.decodeRequired(String.self, forKey: "external_key_id", in: decoder)
        self.region = try container.decodeRequired(String.self, forKey: "region", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.externalKeyID, forKey: "external_key_id")
        try container.encode(self.region, forKey: "region")
    }
}
