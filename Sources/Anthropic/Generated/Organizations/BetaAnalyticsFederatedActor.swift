// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsFederatedActor`
public nonisolated struct BetaAnalyticsFederatedActor: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The trusted provider that asserted the caller's identity.
    public var provider: BetaAnalyticsFederatedActorProvider

    /// The provider's identifier for the caller: on `aws`, the IAM principal ARN (one
    /// role is one actor across its sessions); on `gcp`, the caller's IAM principal
    /// identifier as Google Cloud reports it, such as `serviceAccount:<email>`,
    /// `user:<email>`, or a `principal://...` URI.
    public var subject: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        provider: BetaAnalyticsFederatedActorProvider,
        subject: String? = nil
    ) {
        self.provider = provider
        self.subject = subject
        self.type = "federated_actor"
        self.nullNames = []
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
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.provider, forKey: "provider")
        try container.encodeIfPresent(self.subject, forKey: "subject")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaAnalyticsFederatedActor {
    public static var subject: Self { Self("subject") }
}
