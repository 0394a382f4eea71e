// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A service account.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewServiceAccountActor`
public nonisolated struct BetaComplianceReviewServiceAccountActor: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the service account (`svac_...`).
    public var serviceAccountID: String

    public var type: String

    public init(
        serviceAccountID: String
    ) {
        self.serviceAccountID = serviceAccountID
        self.type = "service_account_actor"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serviceAccountID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.serviceAccountID = try container.decodeRequired(String.self, forKey: "service_account_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "service_account_actor")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.serviceAccountID, forKey: "service_account_id")
        try container.encode(self.type, forKey: "type")
    }
}
