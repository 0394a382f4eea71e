// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Cloud Storage bucket, named by the project that holds it and by its own name.
///
/// - Schema: `#/components/schemas/BetaGoogleManagedBucketReference`
public nonisolated struct BetaGoogleManagedBucketReference: Codable, Equatable, Sendable, EmptyDecodable {
    /// The bucket's Cloud Storage name.
    public var bucketName: String

    /// The number of the Google Cloud project that holds the bucket, in decimal.
    public var projectNumber: String

    public init(
        bucketName: String,
        projectNumber: String
    ) {
        self.bucketName = bucketName
        self.projectNumber = projectNumber
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
        self.projectNumber = try container.decodeRequired(String.self, forKey: "project_number", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.bucketName, forKey: "bucket_name")
        try container.encode(self.projectNumber, forKey: "project_number")
    }
}
