// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationAnalyticsUsageListResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var data: [BetaAnalyticsUsageItem]

    public var dataRefreshedAt: String?

    public var hasMore: Bool?

    public var nextPage: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        data: [BetaAnalyticsUsageItem],
        dataRefreshedAt: String? = nil,
        hasMore: Bool? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.dataRefreshedAt = dataRefreshedAt
        self.hasMore = hasMore
        self.nextPage = nextPage
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
        self.data = try container.decodeRequired([BetaAnalyticsUsageItem].self, forKey: "data", in: decoder)
        self.dataRefreshedAt = try container.decodeIfPresent(String.self, forKey: "data_refreshed_at")
        self.hasMore = try container.decodeIfPresent(Bool.self, forKey: "has_more")
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.data, forKey: "data")
        try container.encodeIfPresent(self.dataRefreshedAt, forKey: "data_refreshed_at")
        try container.encodeIfPresent(self.hasMore, forKey: "has_more")
        try container.encodeIfPresent(self.nextPage, forKey: "next_page")
    }
}

nonisolated extension NullableMember where Owner == OrganizationAnalyticsUsageListResponse {
    public static var dataRefreshedAt: Self { Self("data_refreshed_at") }
    public static var hasMore: Self { Self("has_more") }
    public static var nextPage: Self { Self("next_page") }
}
