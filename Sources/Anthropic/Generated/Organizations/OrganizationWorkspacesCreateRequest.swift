// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationWorkspacesCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Data residency configuration for the workspace. If omitted, defaults to
    /// `workspace_geo: "us"`, `allowed_inference_geos: "unrestricted"`, and
    /// `default_inference_geo: "global"`.
    public var dataResidency: DataResidencyCreateConfigParam?

    /// Hex color code representing the Workspace in the Anthropic Console.
    public var displayColor: String?

    /// ID of the customer-managed encryption key (CMEK) configuration to use for this
    /// Workspace. Setting this field requires CMEK to be enabled for your organization.
    /// When set, data stored for this Workspace is encrypted with the referenced key.
    /// Create key configurations with the External Keys API. On Claude Platform on AWS
    /// the value for an AWS KMS key is the key's ARN, and your organization's own key
    /// must be a single-Region key in the same Region as the Workspace. If that key is
    /// outside the Workspace's AWS account, it can be attached only by updating an
    /// active Workspace. On that platform the key is validated against this Workspace
    /// when it is attached, so a key-policy problem is reported as an error on this
    /// request. This field is write-once: once a key is attached to a Workspace it
    /// cannot be detached or replaced. To rotate key material, rotate the underlying
    /// key on your cloud KMS; the `external_key_id` stays the same.
    public var externalKeyID: String?

    /// Name of the Workspace.
    public var name: String

    /// User-defined tags as string key-value pairs. Keys may not begin with
    /// `anthropic`.
    public var tags: [String: String]?

    /// ID of a user profile to attach to the Workspace. Every inference request through
    /// the Workspace must then name this user profile; the API rejects a request that
    /// names none or a different one. The user profile can't be replaced or removed
    /// later; only deleting the user profile clears it.
    public var userProfileID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        dataResidency: DataResidencyCreateConfigParam? = nil,
        displayColor: String? = nil,
        externalKeyID: String? = nil,
        tags: [String: String]? = nil,
        userProfileID: String? = nil
    ) {
        self.dataResidency = dataResidency
        self.displayColor = displayColor
        self.externalKeyID = externalKeyID
        self.name = name
        self.tags = tags
        self.userProfileID = userProfileID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.dataResidency = try container.decodeIfPresent(DataResidencyCreateConfigParam.self, forKey: "data_residency")
        self.displayColor = try container.decodeIfPresent(String.self, forKey: "display_color")
        self.externalKeyID = try container.decodeIfPresent(String.self, forKey: "external_key_id")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.tags = try container.decodeIfPresent([String: String].self, forKey: "tags")
        self.userProfileID = try container.decodeIfPresent(String.self, forKey: "user_profile_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.dataResidency, forKey: "data_residency")
        try container.encodeIfPresent(self.displayColor, forKey: "display_color")
        try container.encodeIfPresent(self.externalKeyID, forKey: "external_key_id")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.tags, forKey: "tags")
        try container.encodeIfPresent(self.userProfileID, forKey: "user_profile_id")
    }
}

nonisolated extension NullableMember where Owner == OrganizationWorkspacesCreateRequest {
    public static var dataResidency: Self { Self("data_residency") }
    public static var displayColor: Self { Self("display_color") }
    public static var externalKeyID: Self { Self("external_key_id") }
    public static var tags: Self { Self("tags") }
    public static var userProfileID: Self { Self("user_profile_id") }
}
