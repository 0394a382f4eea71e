// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for updating a session resource.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateSessionResourceParams`
public nonisolated struct BetaManagedAgentsUpdateSessionResourceParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// New authorization token for the resource. Currently only `github_repository` resources support token rotation.
    public var authorizationToken: String

    public init(
        authorizationToken: String
    ) {
        self.authorizationToken = authorizationToken
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            authorizationToken: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.authorizationToken = try container.decodeRequired(String.self, forKey: "authorization_token", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.authorizationToken, forKey: "authorization_token")
    }
}
