// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The control is on and has a key for at least one region.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedProjectCMEKEnabled`
public nonisolated struct BetaGoogleManagedProjectCMEKEnabled: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the External Key configured for each region (`ekey_...`), keyed by
    /// region code. A region with no key is left out.
    public var externalKeyIDs: [String: String]

    /// Keys that a region has retired, earliest `expires_at` first.
    public var retiredKeys: [BetaGoogleManagedProjectRetiredKey]

    /// Each region's status for the control, keyed by region code.
    ///
    /// A region that your organization is not offered may have no entry, and Anthropic
    /// may add regions.
    public var status: [String: BetaGoogleManagedProjectCMEKRegionStatus]

    public var type: String

    public init(
        externalKeyIDs: [String: String],
        retiredKeys: [BetaGoogleManagedProjectRetiredKey],
        status: [String: BetaGoogleManagedProjectCMEKRegionStatus]
    ) {
        self.externalKeyIDs = externalKeyIDs
        self.retiredKeys = retiredKeys
        self.status = status
        self.type = "enabled"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            externalKeyIDs: .emptyValue,
            retiredKeys: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.externalKeyIDs = try container.decodeRequired([String: String].self, forKey: "external_key_ids", in: decoder)
        self.retiredKeys = try container.decodeRequired([BetaGoogleManagedProjectRetiredKey].self, forKey: "retired_keys", in: decoder)
        self.status = try container.decodeRequired([String: BetaGoogleManagedProjectCMEKRegionStatus].self, forKey: "status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "enabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.externalKeyIDs, forKey: "external_key_ids")
        try container.encode(self.retiredKeys, forKey: "retired_keys")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
    }
}
