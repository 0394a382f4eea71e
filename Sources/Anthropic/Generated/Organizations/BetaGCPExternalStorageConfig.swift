// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Google Cloud Storage bucket.
///
/// - Schema: `#/components/schemas/BetaGCPExternalStorageConfig`
public nonisolated struct BetaGCPExternalStorageConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// The bucket's name, without `gs://`.
    public var bucketName: String

    /// Number of the Google Cloud project that holds the bucket.
    public var projectNumber: String

    /// The bucket's Google Cloud region.
    public var region: String

    public var type: String

    public init(
        bucketName: String,
        projectNumber: String,
        region: String
    ) {
        self.bucketName = bucketName
        self.projectNumber = projectNumber
        self.region = region
        self.type = "gcp"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            bucketName: .emptyValue,
            projectNumber: .emptyValue,
            region: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.bucketName = try container.decodeRequired(String.self, forKey: "bucket_name", in: decoder)
        self.projectNumber = try container.decodeRequired(String.self, forKey: "project_number", in: decoder)
        self.region = try container.decodeRequired(String.self, forKey: "region", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "gcp")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.bucketName, forKey: "bucket_name")
        try container.encode(self.projectNumber, forKey: "project_number")
        try container.encode(self.region, forKey: "region")
        try container.encode(self.type, forKey: "type")
    }
}
