// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Turns the control on, or changes its keys while it is on.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedCMEKEnabledParams`
public nonisolated struct BetaGoogleManagedCMEKEnabledParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The External Key to use in each region, keyed by region code, such as `us` or
    /// `eu`. An External Key ID (`ekey_...`) sets that region's key, `null` removes it,
    /// and a region you leave out keeps its key. While the control is on, at least one
    /// region must have a key.
    public var externalKeyIDs: [String: JSONValue]?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        externalKeyIDs: [String: JSONValue]? = nil
    ) {
        self.externalKeyIDs = externalKeyIDs
        self.type = "enabled"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.externalKeyIDs = try container.decodeIfPresent([String: JSONValue].self, forKey: "external_key_ids")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "enabled")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.externalKeyIDs, forKey: "external_key_ids")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaGoogleManagedCMEKEnabledParams {
    public static var externalKeyIDs: Self { Self("external_key_ids") }
}
