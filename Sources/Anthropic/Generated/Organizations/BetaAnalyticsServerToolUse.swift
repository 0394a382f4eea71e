// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsServerToolUse`
public nonisolated struct BetaAnalyticsServerToolUse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The number of web search requests made.
    public var webSearchRequests: Int

    public init(
        webSearchRequests: Int
    ) {
        self.webSearchRequests = webSearchRequests
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            webSearchRequests: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.webSearchRequests = try container.decodeRequired(Int.self, forKey: "web_search_requests", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.webSearchRequests, forKey: "web_search_requests")
    }
}
