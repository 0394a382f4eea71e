// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsFederatedActor`
public struct BetaAnalyticsFederatedActor: Codable, Equatable, Sendable, EmptyDecodable {
    /// The trusted provider that asserted the caller's identity.
    public var provider: BetaAnalyticsFederatedActorProvider

    /// The provider's identifier for the caller: on `aws`, the IAM principal ARN (one
    /// role is one actor across its sessions); on `gcp`, the caller's IAM principal
    /// identifier as Google Cloud reports it, such as `serviceAccount:<email>`,
    /// `user:<email>`, or a `principal://...` URI.
    public var subject: String?

    public var type: String

    public init(
        provider: BetaAnalyticsFederatedActorProvider,
        subject: String? = nil
    ) {
        self.provider = provider
        self.subject = subject
        self.type = "federated_actor"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            provider: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.provider = try container.decodeRequired(BetaAnalyticsFederatedActorProvider.self, forKey: "provider", in: decoder)
        self.subject = try container.decodeIfPresent(String.self, forKey: "subject")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "federated_actor")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.provider, forKey: "provider")
        try container.encodeIfPresent(self.subject, forKey: "subject")
        try container.encode(self.type, forKey: "type")
    }
}
