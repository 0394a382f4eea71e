// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public struct AgentsSessionsSubagentsTurnsItemsListResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var data: [AgentSessionItem]

    public var hasMore: Bool?

    public init(
        data: [AgentSessionItem],
        hasMore: Bool? = nil
    ) {
        self.data = data
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired([AgentSessionItem].self, forKey: "data", in: decoder)
        self.hasMore = try container.decodeIfPresent(Bool.self, forKey: "has_more")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encodeIfPresent(self.hasMore, forKey: "has_more")
    }
}
