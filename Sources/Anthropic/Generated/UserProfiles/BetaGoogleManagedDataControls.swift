// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A user profile's encryption key and storage bucket settings for Claude on Google Cloud's Agent Platform. Every user profile has one of these objects. You can read and update it, but not create or delete it. Keys and buckets are set for each region. A request's region depends on the Google endpoint it is sent to: `us` is the US multi-region endpoint and the regional endpoint of every location whose name starts with `us-`, `eu` is the EU multi-region endpoint and the regional endpoint of every location whose name starts with `europe-`, `sg` is the `asia-southeast1` regional endpoint, and `global` is the global endpoint, wherever Google serves the request. Anthropic may add regions.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedDataControls`
public nonisolated struct BetaGoogleManagedDataControls: Codable, Equatable, Sendable, EmptyDecodable {
    /// The label value that every bucket set up for this profile must have.
    ///
    /// It never changes.
    public var bucketLabelValue: String

    /// The customer-managed encryption key control: the key in the end customer's
    /// Google Cloud KMS that is set for each region.
    public var cmek: BetaGoogleManagedCMEKControl

    /// The customer-owned storage control: the end customer's Cloud Storage bucket that
    /// is set for each region.
    public var storage: BetaGoogleManagedStorageControl

    /// Object type. Always `google_managed_data_controls`.
    public var type: String

    /// When an update last changed a control, or a region's status last changed, in RFC
    /// 3339 format. A region that starts or stops reading `suspended`, a change to
    /// `last_checked_at` alone, and the removal of a retired entry do not count.
    public var updatedAt: String

    /// The ID of the user profile that these controls belong to (`uprof_...`).
    public var userProfileID: String

    public init(
        bucketLabelValue: String,
        cmek: BetaGoogleManagedCMEKControl,
        storage: BetaGoogleManagedStorageControl,
        updatedAt: String,
        userProfileID: String
    ) {
        self.bucketLabelValue = bucketLabelValue
        self.cmek = cmek
        self.storage = storage
        self.type = "google_managed_data_controls"
        self.updatedAt = updatedAt
        self.userProfileID = userProfileID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            bucketLabelValue: .emptyValue,
            cmek: .emptyValue,
            storage: .emptyValue,
            updatedAt: .emptyValue,
            userProfileID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.bucketLabelValue = try container.decodeRequired(String.self, forKey: "bucket_label_value", in: decoder)
        self.cmek = try container.decodeRequired(BetaGoogleManagedCMEKControl.self, forKey: "cmek", in: decoder)
        self.storage = try container.decodeRequired(BetaGoogleManagedStorageControl.self, forKey: "storage", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "google_managed_data_controls")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.userProfileID = try container.decodeRequired(String.self, forKey: "user_profile_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.bucketLabelValue, forKey: "bucket_label_value")
        try container.encode(self.cmek, forKey: "cmek")
        try container.encode(self.storage, forKey: "storage")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.userProfileID, forKey: "user_profile_id")
    }
}
