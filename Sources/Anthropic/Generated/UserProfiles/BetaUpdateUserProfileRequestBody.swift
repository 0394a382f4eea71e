// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaUpdateUserProfileRequestBody`
public struct BetaUpdateUserProfileRequestBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// If present, replaces the stored external_id. Omit to leave unchanged. Maximum 255 characters.
    public var externalID: String?

    /// Key-value pairs to merge into the stored metadata. Keys provided overwrite existing values. To remove a key, set its value to an empty string. Keys not provided are left unchanged. Maximum 16 keys, with keys up to 64 characters and values up to 512 characters.
    public var metadata: [String: String]?

    /// If present, replaces the stored name. Omit to leave unchanged. Maximum 255 characters.
    public var name: String?

    /// If present, replaces the stored relationship. Omit to leave unchanged.
    public var relationship: BetaUserProfileRelationship?

    public init(
        externalID: String? = nil,
        metadata: [String: String]? = nil,
        name: String? = nil,
        relationship: BetaUserProfileRelationship? = nil
    ) {
        self.externalID = externalID
        self.metadata = metadata
        self.name = name
        self.relationship = relationship
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.externalID = try container.decodeIfPresent(String.self, forKey: "external_id")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.relationship = try container.decodeIfPresent(BetaUserProfileRelationship.self, forKey: "relationship")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.externalID, forKey: "external_id")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.relationship, forKey: "relationship")
    }
}
