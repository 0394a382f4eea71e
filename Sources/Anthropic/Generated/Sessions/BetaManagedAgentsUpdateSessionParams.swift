// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for updating a `session`. Omit a field to preserve its current value.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateSessionParams`
public struct BetaManagedAgentsUpdateSessionParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// Human-readable session title.
    public var title: String?

    /// Metadata patch. Set a key to a string to upsert it, or to null to delete it. Omit the field to preserve.
    public var metadata: [String: JSONValue]?

    /// Vault IDs (`vlt_*`) to attach to the session. Not yet supported; requests setting this field are rejected. Reserved for future use.
    public var vaultIDs: [String]?

    public init(
        title: String? = nil,
        metadata: [String: JSONValue]? = nil,
        vaultIDs: [String]? = nil
    ) {
        self.title = title
        self.metadata = metadata
        self.vaultIDs = vaultIDs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: "metadata")
        self.vaultIDs = try container.decodeIfPresent([String].self, forKey: "vault_ids")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.title, forKey: "title")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.vaultIDs, forKey: "vault_ids")
    }
}
