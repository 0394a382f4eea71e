// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AWSExternalKeyConfig`
public nonisolated struct AWSExternalKeyConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Full ARN of the AWS KMS key.
    ///
    /// On Claude Platform on AWS, alias ARNs are rejected, and your organization's own
    /// key must be a single-Region key.
    public var kmsArn: String

    /// AWS region. Derived from `kms_arn` if omitted.
    public var region: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        kmsArn: String,
        region: String? = nil
    ) {
        self.kmsArn = kmsArn
        self.region = region
        self.type = "aws"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            kmsArn: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.kmsArn = try container.decodeRequired(String.self, forKey: "kms_arn", in: decoder)
        self.region = try container.decodeIfPresent(String.self, forKey: "region")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "aws")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.kmsArn, forKey: "kms_arn")
        try container.encodeIfPresent(self.region, forKey: "region")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AWSExternalKeyConfig {
    public static var region: Self { Self("region") }
}
