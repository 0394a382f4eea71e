// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsSessionsTurnsItemsListResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var data: [AgentSessionItem]

    public var hasMore: Bool?

    public var lastID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        data: [AgentSessionItem],
        hasMore: Bool? = nil,
        lastID: String? = nil
    ) {
        self.data = data
        self.hasMore = hasMore
        self.lastID = lastID
        self.nullNames = []
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
        self.lastID = try container.decodeIfPresent(String.self, forKey: "last_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.data, forKey: "data")
        try container.encodeIfPresent(self.hasMore, forKey: "has_more")
        try container.encodeIfPresent(self.lastID, forKey: "last_id")
    }
}

nonisolated extension NullableMember where Owner == AgentsSessionsTurnsItemsListResponse {
    public static var hasMore: Self { Self("has_more") }
    public static var lastID: Self { Self("last_id") }
}
