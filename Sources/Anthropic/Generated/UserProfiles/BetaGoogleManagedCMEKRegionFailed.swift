// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The region stopped retrying validation before the configured key passed.
///
/// To restart validation, send the region a key again. It can be the same key.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedCMEKRegionFailed`
public nonisolated struct BetaGoogleManagedCMEKRegionFailed: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the External Key that the region applies now (`ekey_...`).
    ///
    /// While a replacement key is `pending` or `failed`, this is the previous key.
    /// `null` when the region applies no key.
    public var effectiveExternalKeyID: String?

    /// Why the region cannot use the configured key.
    public var error: String

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        error: String,
        effectiveExternalKeyID: String? = nil
    ) {
        self.effectiveExternalKeyID = effectiveExternalKeyID
        self.error = error
        self.type = "failed"
        self.nullNames = []
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
        self.effectiveExternalKeyID = try container.decodeIfPresent(String.self, forKey: "effective_external_key_id")
        self.error = try container.decodeRequired(String.self, forKey: "error", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "failed")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.effectiveExternalKeyID, forKey: "effective_external_key_id")
        try container.encode(self.error, forKey: "error")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaGoogleManagedCMEKRegionFailed {
    public static var effectiveExternalKeyID: Self { Self("effective_external_key_id") }
}
