// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cumulative count of server-executed tool invocations, broken down by tool.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsServerToolUsage`
public nonisolated struct BetaManagedAgentsServerToolUsage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of server-executed web fetch requests.
    public var webFetchRequests: Int?

    /// Number of server-executed web search requests.
    public var webSearchRequests: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        webFetchRequests: Int? = nil,
        webSearchRequests: Int? = nil
    ) {
        self.webFetchRequests = webFetchRequests
        self.webSearchRequests = webSearchRequests
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.webFetchRequests = try container.decodeIfPresent(Int.self, forKey: "web_fetch_requests")
        self.webSearchRequests = try container.decodeIfPresent(Int.self, forKey: "web_search_requests")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.webFetchRequests, forKey: "web_fetch_requests")
        try container.encodeIfPresent(self.webSearchRequests, forKey: "web_search_requests")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsServerToolUsage {
    public static var webFetchRequests: Self { Self("web_fetch_requests") }
    public static var webSearchRequests: Self { Self("web_search_requests") }
}
