// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A storage bucket in the organization's own cloud account.
///
/// Anthropic writes
/// inference data to it from each Workspace it is attached to.
///
/// - Schema: `#/components/schemas/BetaExternalStorage`
public nonisolated struct BetaExternalStorage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var createdAt: String

    /// Human-friendly display name. Null if none was set.
    public var displayName: String?

    /// The External Storage ID, which starts with `estrg_`.
    ///
    /// Through Claude Platform on AWS, storage whose `provider_config.type` is `aws`
    /// has its bucket ARN as its ID instead: `arn:<partition>:s3:::<bucket_name>`,
    /// where `<partition>` is the partition of the bucket's region.
    public var id: String

    public var providerConfig: BetaOrganizationBetaExternalStorageProviderConfig

    /// The version of Anthropic's setup template whose IAM role names this storage was
    /// found to use at activation. Null if no version was recorded, as for storage not
    /// yet activated or not on S3.
    public var setupTemplateVersion: String?

    public var status: BetaExternalStorageStatus

    public var type: String

    public var updatedAt: String

    /// The user profile the storage is bound to, or null.
    public var userProfileID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        id: String,
        providerConfig: BetaOrganizationBetaExternalStorageProviderConfig,
        status: BetaExternalStorageStatus,
        updatedAt: String,
        displayName: String? = nil,
        setupTemplateVersion: String? = nil,
        userProfileID: String? = nil
    ) {
        self.createdAt = createdAt
        self.displayName = displayName
        self.id = id
        self.providerConfig = providerConfig
        self.setupTemplateVersion = setupTemplateVersion
        self.status = status
        self.type = "external_storage"
        self.updatedAt = updatedAt
        self.userProfileID = userProfileID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            providerConfig: .emptyValue,
            status: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.providerConfig = try container.decodeRequired(BetaOrganizationBetaExternalStorageProviderConfig.self, forKey: "provider_config", in: decoder)
        self.setupTemplateVersion = try container.decodeIfPresent(String.self, forKey: "setup_template_version")
        self.status = try container.decodeRequired(BetaExternalStorageStatus.self, forKey: "status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "external_storage")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.userProfileID = try container.decodeIfPresent(String.self, forKey: "user_profile_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.providerConfig, forKey: "provider_config")
        try container.encodeIfPresent(self.setupTemplateVersion, forKey: "setup_template_version")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encodeIfPresent(self.userProfileID, forKey: "user_profile_id")
    }
}

nonisolated extension NullableMember where Owner == BetaExternalStorage {
    public static var displayName: Self { Self("display_name") }
    public static var setupTemplateVersion: Self { Self("setup_template_version") }
    public static var userProfileID: Self { Self("user_profile_id") }
}
