// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsFederatedActorAWSProvider`
public nonisolated struct BetaAnalyticsFederatedActorAWSProvider: Codable, Equatable, Sendable, EmptyDecodable {
    /// The AWS account the organization is bound to.
    public var accountID: String

    /// The AWS-signed ARN of the IAM principal that made the requests.
    public var signedPrincipal: String

    public var type: String

    public init(
        accountID: String,
        signedPrincipal: String
    ) {
        self.accountID = accountID
        self.signedPrincipal = signedPrincipal
        self.type = "aws"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            accountID: .emptyValue,
            signedPrincipal: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.accountID = try container.decodeRequired(String.self, forKey: "account_id", in: decoder)
        self.signedPrincipal = try container.decodeRequired(String.self, forKey: "signed_principal", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "aws")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.accountID, forKey: "account_id")
        try container.encode(self.signedPrincipal, forKey: "signed_principal")
        try container.encode(self.type, forKey: "type")
    }
}
