// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The bucket configured for a region.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedProjectStorageBucket`
public nonisolated struct BetaGoogleManagedProjectStorageBucket: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The bucket's Cloud Storage name.
    public var bucketName: String

    /// The resource name of the Cloud KMS key that the bucket encrypts objects under by
    /// default. `null` until the region has confirmed the bucket, and when the bucket
    /// has no default key.
    public var kmsKeyName: String?

    /// The bucket's location, as Cloud Storage reports it.
    ///
    /// `null` until the region has confirmed the bucket.
    public var location: String?

    /// The ID of the project that holds the bucket.
    ///
    /// `null` until the region has confirmed the bucket.
    public var projectID: String?

    /// The number of the Google Cloud project that holds the bucket, in decimal.
    public var projectNumber: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        bucketName: String,
        projectNumber: String,
        kmsKeyName: String? = nil,
        location: String? = nil,
        projectID: String? = nil
    ) {
        self.bucketName = bucketName
        self.kmsKeyName = kmsKeyName
        self.location = location
        self.projectID = projectID
        self.projectNumber = projectNumber
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            bucketName: .emptyValue,
            projectNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.bucketName = try container.decodeRequired(String.self, forKey: "bucket_name", in: decoder)
        self.kmsKeyName = try container.decodeIfPresent(String.self, forKey: "kms_key_name")
        self.location = try container.decodeIfPresent(String.self, forKey: "location")
        self.projectID = try container.decodeIfPresent(String.self, forKey: "project_id")
        self.projectNumber = try container.decodeRequired(String.self, forKey: "project_number", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.bucketName, forKey: "bucket_name")
        try container.encodeIfPresent(self.kmsKeyName, forKey: "kms_key_name")
        try container.encodeIfPresent(self.location, forKey: "location")
        try container.encodeIfPresent(self.projectID, forKey: "project_id")
        try container.encode(self.projectNumber, forKey: "project_number")
    }
}

nonisolated extension NullableMember where Owner == BetaGoogleManagedProjectStorageBucket {
    public static var kmsKeyName: Self { Self("kms_key_name") }
    public static var location: Self { Self("location") }
    public static var projectID: Self { Self("project_id") }
}
