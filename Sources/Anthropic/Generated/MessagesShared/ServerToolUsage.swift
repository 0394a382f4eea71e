// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ServerToolUsage
///
/// - Schema: `#/components/schemas/ServerToolUsage`
public nonisolated struct ServerToolUsage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The number of web fetch tool requests.
    public var webFetchRequests: Int

    /// The number of web search tool requests.
    public var webSearchRequests: Int

    public init(
        webFetchRequests: Int,
        webSearchRequests: Int
    ) {
        self.webFetchRequests = webFetchRequests
        self.webSearchRequests = webSearchRequests
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            webFetchRequests: .emptyValue,
            webSearchRequests: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.webFetchRequests = try container.decodeRequired(Int.self, forKey: "web_fetch_requests", in: decoder)
        self.webSearchRequests = try container.decodeRequired(Int.self, forKey: "web_search_requests", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.webFetchRequests, forKey: "web_fetch_requests")
        try container.encode(self.webSearchRequests, forKey: "web_search_requests")
    }
}
