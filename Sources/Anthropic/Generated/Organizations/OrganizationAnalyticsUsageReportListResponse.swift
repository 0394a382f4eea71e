// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public struct OrganizationAnalyticsUsageReportListResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var data: [BetaAnalyticsUsageReportTimeBucket]

    public var dataRefreshedAt: String?

    public var hasMore: Bool?

    public var nextPage: String?

    public init(
        data: [BetaAnalyticsUsageReportTimeBucket],
        dataRefreshedAt: String? = nil,
        hasMore: Bool? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.dataRefreshedAt = dataRefreshedAt
        self.hasMore = hasMore
        self.nextPage = nextPage
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
        self.data = try container.decodeRequired([BetaAnalyticsUsageReportTimeBucket].self, forKey: "data", in: decoder)
        self.dataRefreshedAt = try container.decodeIfPresent(String.self, forKey: "data_refreshed_at")
        self.hasMore = try container.decodeIfPresent(Bool.self, forKey: "has_more")
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encodeIfPresent(self.dataRefreshedAt, forKey: "data_refreshed_at")
        try container.encodeIfPresent(self.hasMore, forKey: "has_more")
        try container.encodeIfPresent(self.nextPage, forKey: "next_page")
    }
}
