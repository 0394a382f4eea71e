// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Google Cloud project's encryption key and storage bucket settings for Claude on Google Cloud's Agent Platform. Your organization has one of these objects for each Google Cloud project that it has proved it owns. You can read and update it, but not create or delete it. Keys and buckets are set for each region. A request's region depends on the Google endpoint it is sent to: `us` is the US multi-region endpoint and the regional endpoint of every location whose name starts with `us-`, `eu` is the EU multi-region endpoint and the regional endpoint of every location whose name starts with `europe-`, `sg` is the `asia-southeast1` regional endpoint, and `global` is the global endpoint, wherever Google serves the request. Anthropic may add regions.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedProjectDataControls`
public nonisolated struct BetaGoogleManagedProjectDataControls: Codable, Equatable, Sendable, EmptyDecodable {
    /// The customer-managed encryption key control: the key in your Google Cloud KMS
    /// that is set for each region. It covers the project's requests that name no user
    /// profile, or a user profile that has no key of its own for the project.
    public var cmek: BetaGoogleManagedProjectCMEKControl

    /// The number of the Google Cloud project that these controls belong to, in
    /// decimal.
    public var projectNumber: String

    /// The customer-owned storage control: your Cloud Storage bucket that is set for
    /// each region. It covers the project's requests that name no user profile, or a
    /// user profile that has no bucket of its own for the project.
    public var storage: BetaGoogleManagedProjectStorageControl

    /// Object type. Always `google_managed_project_data_controls`.
    public var type: String

    /// When an update last changed a control, or a region's status last changed, in RFC
    /// 3339 format. A region that starts or stops reading `suspended`, a change to
    /// `last_checked_at` alone, and the removal of a retired entry do not count.
    public var updatedAt: String

    public init(
        cmek: BetaGoogleManagedProjectCMEKControl,
        projectNumber: String,
        storage: BetaGoogleManagedProjectStorageControl,
        updatedAt: String
    ) {
        self.cmek = cmek
        self.projectNumber = projectNumber
        self.storage = storage
        self.type = "google_managed_project_data_controls"
        self.updatedAt = updatedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cmek: .emptyValue,
            projectNumber: .emptyValue,
            storage: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cmek = try container.decodeRequired(BetaGoogleManagedProjectCMEKControl.self, forKey: "cmek", in: decoder)
        self.projectNumber = try container.decodeRequired(String.self, forKey: "project_number", in: decoder)
        self.storage = try container.decodeRequired(BetaGoogleManagedProjectStorageControl.self, forKey: "storage", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "google_managed_project_data_controls")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.cmek, forKey: "cmek")
        try container.encode(self.projectNumber, forKey: "project_number")
        try container.encode(self.storage, forKey: "storage")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}
