// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Anthropic has withdrawn or paused its approval of customer-managed keys for this project, so the region does not apply the control.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedProjectCMEKRegionSuspended`
public nonisolated struct BetaGoogleManagedProjectCMEKRegionSuspended: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the External Key that the region applies now (`ekey_...`).
    ///
    /// While a replacement key is `pending` or `failed`, this is the previous key.
    /// `null` when the region applies no key.
    public var effectiveExternalKeyID: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        effectiveExternalKeyID: String? = nil
    ) {
        self.effectiveExternalKeyID = effectiveExternalKeyID
        self.type = "suspended"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.effectiveExternalKeyID = try container.decodeIfPresent(String.self, forKey: "effective_external_key_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "suspended")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.effectiveExternalKeyID, forKey: "effective_external_key_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaGoogleManagedProjectCMEKRegionSuspended {
    public static var effectiveExternalKeyID: Self { Self("effective_external_key_id") }
}
