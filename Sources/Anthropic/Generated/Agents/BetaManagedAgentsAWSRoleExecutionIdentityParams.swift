// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An AWS IAM role principal.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAWSRoleExecutionIdentityParams`
public nonisolated struct BetaManagedAgentsAWSRoleExecutionIdentityParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// The IAM role's ARN, e.g.
    ///
    /// "arn:aws:iam::123456789012:role/my-agent-runner". Maximum 2048 characters.
    public var roleArn: String

    public var type: String

    public init(
        roleArn: String
    ) {
        self.roleArn = roleArn
        self.type = "aws_role"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            roleArn: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.roleArn = try container.decodeRequired(String.self, forKey: "role_arn", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "aws_role")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.roleArn, forKey: "role_arn")
        try container.encode(self.type, forKey: "type")
    }
}
