// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Aggregated billable usage statistics for web search tool calls.
///
/// - Schema: `#/components/schemas/ResponseToolUsageWebSearch`
public nonisolated struct ResponseToolUsageWebSearch: Codable, Equatable, Sendable, EmptyDecodable {
    /// The number of billable web search requests issued.
    public var numRequests: Int

    public init(
        numRequests: Int
    ) {
        self.numRequests = numRequests
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            numRequests: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.numRequests = try container.decodeRequired(Int.self, forKey: "num_requests", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.numRequests, forKey: "num_requests")
    }
}
