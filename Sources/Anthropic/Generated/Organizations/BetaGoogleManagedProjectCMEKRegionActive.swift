// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The configured key passed validation, and the region applies it.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedProjectCMEKRegionActive`
public nonisolated struct BetaGoogleManagedProjectCMEKRegionActive: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the External Key that the region applies now (`ekey_...`).
    ///
    /// While a replacement key is `pending` or `failed`, this is the previous key.
    /// `null` when the region applies no key.
    public var effectiveExternalKeyID: String?

    /// Why Google Cloud KMS refused the region's latest use of the key.
    ///
    /// `null` when the region has no refusal to report. A `null` does not mean that the
    /// key works.
    public var error: String?

    /// When the region last got a successful answer from Google Cloud KMS for the key,
    /// in RFC 3339 format. `null` when it has none to report.
    public var lastCheckedAt: String?

    public var type: String

    /// When the status last became `active`, in RFC 3339 format.
    public var validatedAt: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        validatedAt: String,
        effectiveExternalKeyID: String? = nil,
        error: String? = nil,
        lastCheckedAt: String? = nil
    ) {
        self.effectiveExternalKeyID = effectiveExternalKeyID
        self.error = error
        self.lastCheckedAt = lastCheckedAt
        self.type = "active"
        self.validatedAt = validatedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            validatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.effectiveExternalKeyID = try container.decodeIfPresent(String.self, forKey: "effective_external_key_id")
        self.error = try container.decodeIfPresent(String.self, forKey: "error")
        self.lastCheckedAt = try container.decodeIfPresent(String.self, forKey: "last_checked_at")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "active")
        self.validatedAt = try container.decodeRequired(String.self, forKey: "validated_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.effectiveExternalKeyID, forKey: "effective_external_key_id")
        try container.encodeIfPresent(self.error, forKey: "error")
        try container.encodeIfPresent(self.lastCheckedAt, forKey: "last_checked_at")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.validatedAt, forKey: "validated_at")
    }
}

nonisolated extension NullableMember where Owner == BetaGoogleManagedProjectCMEKRegionActive {
    public static var effectiveExternalKeyID: Self { Self("effective_external_key_id") }
    public static var error: Self { Self("error") }
    public static var lastCheckedAt: Self { Self("last_checked_at") }
}
