// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A bucket that a region has retired.
///
/// Until `expires_at`, keep the bucket and Anthropic's access to it as they were when the bucket passed verification.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedRetiredBucket`
public nonisolated struct BetaGoogleManagedRetiredBucket: Codable, Equatable, Sendable, EmptyDecodable {
    /// The bucket's Cloud Storage name.
    public var bucketName: String

    /// When this entry is removed, in RFC 3339 format.
    public var expiresAt: String

    /// The number of the Google Cloud project that holds the bucket, in decimal.
    public var projectNumber: String

    /// The code of the region that retired the bucket.
    public var region: String

    public init(
        bucketName: String,
        expiresAt: String,
        projectNumber: String,
        region: String
    ) {
        self.bucketName = bucketName
        self.expiresAt = expiresAt
        self.projectNumber = projectNumber
        self.region = region
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            bucketName: .emptyValue,
            expiresAt: .emptyValue,
            projectNumber: .emptyValue,
            region: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.bucketName = try container.decodeRequired(String.self, forKey: "bucket_name", in: decoder)
        self.expiresAt = try container.decodeRequired(String.self, forKey: "expires_at", in: decoder)
        self.projectNumber = try container.decodeRequired(String.self, forKey: "project_number", in: decoder)
        self.region = try container.decodeRequired(String.self, forKey: "region", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.bucketName, forKey: "bucket_name")
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.projectNumber, forKey: "project_number")
        try container.encode(self.region, forKey: "region")
    }
}
