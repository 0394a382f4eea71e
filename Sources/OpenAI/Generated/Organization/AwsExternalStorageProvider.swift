// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AwsExternalStorageProvider`
public nonisolated struct AwsExternalStorageProvider: Codable, Equatable, Sendable, EmptyDecodable {
    public var accountID: String

    public var bucket: String

    public var externalID: String

    public var region: String

    public var roleArn: String

    public var type: String

    public init(
        accountID: String,
        bucket: String,
        externalID: String,
        region: String,
        roleArn: String
    ) {
        self.accountID = accountID
        self.bucket = bucket
        self.externalID = externalID
        self.region = region
        self.roleArn = roleArn
        self.type = "aws"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            accountID: .emptyValue,
            bucket: .emptyValue,
            externalID: .emptyValue,
            region: .emptyValue,
            roleArn: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.accountID = try container.decodeRequired(String.self, forKey: "account_id", in: decoder)
        self.bucket = try container.decodeRequired(String.self, forKey: "bucket", in: decoder)
        self.externalID = try container.decodeRequired(String.self, forKey: "external_id", in: decoder)
        self.region = try container.decodeRequired(String.self, forKey: "region", in: decoder)
        self.roleArn = try container.decodeRequired(String.self, forKey: "role_arn", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "aws")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.accountID, forKey: "account_id")
        try container.encode(self.bucket, forKey: "bucket")
        try container.encode(self.externalID, forKey: "external_id")
        try container.encode(self.region, forKey: "region")
        try container.encode(self.roleArn, forKey: "role_arn")
        try container.encode(self.type, forKey: "type")
    }
}
