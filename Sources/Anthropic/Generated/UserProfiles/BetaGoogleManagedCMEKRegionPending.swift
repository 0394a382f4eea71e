// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The region is validating the configured key, or the key has passed validation and the region has not started to apply it.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedCMEKRegionPending`
public nonisolated struct BetaGoogleManagedCMEKRegionPending: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the External Key that the region applies now (`ekey_...`).
    ///
    /// While a replacement key is `pending` or `failed`, this is the previous key.
    /// `null` when the region applies no key.
    public var effectiveExternalKeyID: String?

    /// Why the latest validation attempt failed. `null` when no attempt has failed.
    public var error: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        effectiveExternalKeyID: String? = nil,
        error: String? = nil
    ) {
        self.effectiveExternalKeyID = effectiveExternalKeyID
        self.error = error
        self.type = "pending"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.effectiveExternalKeyID = try container.decodeIfPresent(String.self, forKey: "effective_external_key_id")
        self.error = try container.decodeIfPresent(String.self, forKey: "error")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "pending")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.effectiveExternalKeyID, forKey: "effective_external_key_id")
        try container.encodeIfPresent(self.error, forKey: "error")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaGoogleManagedCMEKRegionPending {
    public static var effectiveExternalKeyID: Self { Self("effective_external_key_id") }
    public static var error: Self { Self("error") }
}
