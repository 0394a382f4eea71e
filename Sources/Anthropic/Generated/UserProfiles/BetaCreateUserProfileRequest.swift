// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaCreateUserProfileRequest`
public struct BetaCreateUserProfileRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Platform's own identifier for this user. Not enforced unique. Maximum 255 characters.
    public var externalID: String?

    /// Display name of the entity this profile represents. Required when relationship is `resold` (the resold-to company's name); optional otherwise. Maximum 255 characters.
    public var name: String?

    /// How the entity relates to the platform. `external` (default): an individual end-user. `resold`: a company the platform resells Claude access to. `internal`: the platform's own usage.
    public var relationship: BetaUserProfileRelationship?

    /// Free-form key-value data to attach to this user profile. Maximum 16 keys, with keys up to 64 characters and values up to 512 characters. Values must be non-empty strings.
    public var metadata: [String: String]?

    public init(
        externalID: String? = nil,
        name: String? = nil,
        relationship: BetaUserProfileRelationship? = nil,
        metadata: [String: String]? = nil
    ) {
        self.externalID = externalID
        self.name = name
        self.relationship = relationship
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.externalID = try container.decodeIfPresent(String.self, forKey: "external_id")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.relationship = try container.decodeIfPresent(BetaUserProfileRelationship.self, forKey: "relationship")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.externalID, forKey: "external_id")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.relationship, forKey: "relationship")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}
