// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsExecutionIdentity`
public nonisolated enum BetaManagedAgentsExecutionIdentity: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `aws_role`
    case awsRole(BetaManagedAgentsAWSRoleExecutionIdentity)
    /// - `type`: `service_account`
    case serviceAccount(BetaManagedAgentsServiceAccountExecutionIdentity)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "aws_role": self = .awsRole(try BetaManagedAgentsAWSRoleExecutionIdentity(from: decoder)); return
            case "service_account": self = .serviceAccount(try BetaManagedAgentsServiceAccountExecutionIdentity(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .awsRole(let value): try value.encode(to: encoder)
        case .serviceAccount(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
