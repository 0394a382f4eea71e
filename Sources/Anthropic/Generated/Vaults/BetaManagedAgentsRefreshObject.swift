// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Outcome of a refresh-token exchange attempted during credential validation.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsRefreshObject`
public nonisolated struct BetaManagedAgentsRefreshObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Outcome of the refresh attempt.
    public var status: BetaManagedAgentsCredentialRefreshStatus

    /// The captured HTTP error response from the token endpoint. Populated only when `status` is `failed`.
    public var httpResponse: BetaManagedAgentsRefreshHttpResponse?

    public init(
        status: BetaManagedAgentsCredentialRefreshStatus,
        httpResponse: BetaManagedAgentsRefreshHttpResponse?
    ) {
        self.status = status
        self.httpResponse = httpResponse
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            status: .emptyValue,
            httpResponse: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.status = try container.decodeRequired(BetaManagedAgentsCredentialRefreshStatus.self, forKey: "status", in: decoder)
        self.httpResponse = try container.decodeIfPresent(BetaManagedAgentsRefreshHttpResponse.self, forKey: "http_response")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.status, forKey: "status")
        try container.encode(self.httpResponse, forKey: "http_response")
    }
}
