// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The failing step of an MCP validation probe.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMcpProbe`
public nonisolated struct BetaManagedAgentsMcpProbe: Codable, Equatable, Sendable, EmptyDecodable {
    /// The MCP method that failed (for example `initialize` or `tools/list`).
    public var method: String

    /// The captured HTTP error response. Null when no HTTP response was received (timeout, DNS, TLS).
    public var httpResponse: BetaManagedAgentsRefreshHttpResponse?

    public init(
        method: String,
        httpResponse: BetaManagedAgentsRefreshHttpResponse?
    ) {
        self.method = method
        self.httpResponse = httpResponse
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            method: .emptyValue,
            httpResponse: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.method = try container.decodeRequired(String.self, forKey: "method", in: decoder)
        self.httpResponse = try container.decodeIfPresent(BetaManagedAgentsRefreshHttpResponse.self, forKey: "http_response")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.method, forKey: "method")
        try container.encode(self.httpResponse, forKey: "http_response")
    }
}
