// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaWorkspace`
public nonisolated struct BetaWorkspace: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// RFC 3339 datetime string indicating when the Workspace was archived, or `null`
    /// if the Workspace is not archived.
    public var archivedAt: String?

    /// Identifier for this Workspace's encryption compartment.
    ///
    /// When you configure an AWS KMS customer-managed encryption key (CMEK) that isn't
    /// bound to a user profile, reference this value in your KMS key-policy condition
    /// so the key is scoped to this compartment. On GCP and Azure, Anthropic enforces
    /// the compartment binding automatically; you do not need to reference this value
    /// in your key configuration. See the CMEK integration guide for the required key
    /// configuration; unless your organization is on Claude Platform on AWS, it
    /// includes a separate value used during key validation. On Claude Platform on AWS
    /// there is no separate validation value: your organization's own key is validated
    /// against this Workspace's own value when it is attached, so if its key policy
    /// uses the compartment condition, add this value to it before attaching the key.
    public var compartmentID: String

    /// RFC 3339 datetime string indicating when the Workspace was created.
    public var createdAt: String

    /// Data residency configuration.
    public var dataResidency: DataResidency

    /// Hex color code representing the Workspace in the Anthropic Console.
    public var displayColor: String

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

    /// ID of the Workspace.
    public var id: String

    /// Where the Workspace's retained inference data and transcript copies go, and
    /// whether Anthropic's human review applies. Returned only to requests that send
    /// the `efs-2026-10-01` `anthropic-beta` value, and each member only to
    /// organizations enabled for it.
    public var inferenceDataPrivacy: BetaInferenceDataPrivacy?

    /// Name of the Workspace.
    public var name: String

    /// User-defined tags as string key-value pairs.
    ///
    /// Keys may not begin with `anthropic`.
    public var tags: [String: String]

    /// Object type.
    ///
    /// For Workspaces, this is always `"workspace"`.
    public var type: String

    /// ID of the user profile attached to the Workspace, or null if it has none.
    ///
    /// Every inference request through a Workspace that has a user profile must name
    /// that profile.
    public var userProfileID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        compartmentID: String,
        createdAt: String,
        dataResidency: DataResidency,
        displayColor: String,
        id: String,
        name: String,
        tags: [String: String],
        archivedAt: String? = nil,
        externalKeyID: String? = nil,
        inferenceDataPrivacy: BetaInferenceDataPrivacy? = nil,
        userProfileID: String? = nil
    ) {
        self.archivedAt = archivedAt
        self.compartmentID = compartmentID
        self.createdAt = createdAt
        self.dataResidency = dataResidency
        self.displayColor = displayColor
        self.externalKeyID = externalKeyID
        self.id = id
        self.inferenceDataPrivacy = inferenceDataPrivacy
        self.name = name
        self.tags = tags
        self.type = "workspace"
        self.userProfileID = userProfileID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            compartmentID: .emptyValue,
            createdAt: .emptyValue,
            dataResidency: .emptyValue,
            displayColor: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            tags: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.archivedAt = try container.decodeIfPresent(String.self, forKey: "archived_at")
        self.compartmentID = try container.decodeRequired(String.self, forKey: "compartment_id", in: decoder)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.dataResidency = try container.decodeRequired(DataResidency.self, forKey: "data_residency", in: decoder)
        self.displayColor = try container.decodeRequired(String.self, forKey: "display_color", in: decoder)
        self.externalKeyID = try container.decodeIfPresent(String.self, forKey: "external_key_id")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.inferenceDataPrivacy = try container.decodeIfPresent(BetaInferenceDataPrivacy.self, forKey: "inference_data_privacy")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.tags = try container.decodeRequired([String: String].self, forKey: "tags", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "workspace")
        self.userProfileID = try container.decodeIfPresent(String.self, forKey: "user_profile_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.archivedAt, forKey: "archived_at")
        try container.encode(self.compartmentID, forKey: "compartment_id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.dataResidency, forKey: "data_residency")
        try container.encode(self.displayColor, forKey: "display_color")
        try container.encodeIfPresent(self.externalKeyID, forKey: "external_key_id")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.inferenceDataPrivacy, forKey: "inference_data_privacy")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.tags, forKey: "tags")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.userProfileID, forKey: "user_profile_id")
    }
}

nonisolated extension NullableMember where Owner == BetaWorkspace {
    public static var archivedAt: Self { Self("archived_at") }
    public static var externalKeyID: Self { Self("external_key_id") }
    public static var inferenceDataPrivacy: Self { Self("inference_data_privacy") }
    public static var userProfileID: Self { Self("user_profile_id") }
}
