// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An organization webhook endpoint's new signing secret.
///
/// - Schema: `#/components/schemas/BetaOrganizationWebhookEndpointSigningSecret`
public nonisolated struct BetaOrganizationWebhookEndpointSigningSecret: Codable, Equatable, Sendable, EmptyDecodable {
    /// The new signing secret.
    ///
    /// Deliveries are signed with it from now on, and no other response returns it.
    public var signingSecret: String

    public init(
        signingSecret: String
    ) {
        self.signingSecret = signingSecret
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            signingSecret: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.signingSecret = try container.decodeRequired(String.self, forKey: "signing_secret", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.signingSecret, forKey: "signing_secret")
    }
}
