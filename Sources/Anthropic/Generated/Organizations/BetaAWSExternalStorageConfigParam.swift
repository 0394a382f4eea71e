// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An Amazon S3 bucket.
///
/// - Schema: `#/components/schemas/BetaAWSExternalStorageConfigParam`
public nonisolated struct BetaAWSExternalStorageConfigParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// 12-digit ID of the AWS account that owns the bucket.
    public var accountID: String

    /// The bucket's name, without `s3://`: 3 to 63 lower-case letters, digits and
    /// hyphens, starting and ending with a letter or digit.
    public var bucketName: String

    /// The bucket's AWS region.
    ///
    /// Activating the storage fails if Anthropic can't use buckets in that region.
    public var region: String

    public var type: String

    public init(
        accountID: String,
        bucketName: String,
        region: String
    ) {
        self.accountID = accountID
        self.bucketName = bucketName
        self.region = region
        self.type = "aws"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            accountID: .emptyValue,
            bucketName: .emptyValue,
            region: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.accountID = try container.decodeRequired(String.self, forKey: "account_id", in: decoder)
        self.bucketName = try container.decodeRequired(String.self, forKey: "bucket_name", in: decoder)
        self.region = try container.decodeRequired(String.self, forKey: "region", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "aws")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.accountID, forKey: "account_id")
        try container.encode(self.bucketName, forKey: "bucket_name")
        try container.encode(self.region, forKey: "region")
        try container.encode(self.type, forKey: "type")
    }
}
