// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProviderAws`
public nonisolated struct ProviderAws: Codable, Equatable, Sendable, EmptyDecodable {
    public var bucket: String

    public var roleArn: String

    public var type: String

    public init(
        bucket: String,
        roleArn: String
    ) {
        self.bucket = bucket
        self.roleArn = roleArn
        self.type = "aws"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            bucket: .emptyValue,
            roleArn: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.bucket = try container.decodeRequired(String.self, forKey: "bucket", in: decoder)
        self.roleArn = try container.decodeRequired(String.self, forKey: "role_arn", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "aws")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.bucket, forKey: "bucket")
        try container.encode(self.roleArn, forKey: "role_arn")
        try container.encode(self.type, forKey: "type")
    }
}
