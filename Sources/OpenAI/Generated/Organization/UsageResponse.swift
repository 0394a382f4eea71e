// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UsageResponse`
public nonisolated struct UsageResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [UsageTimeBucket]

    public var hasMore: Bool

    public var nextPage: String?

    public init(
        data: [UsageTimeBucket],
        hasMore: Bool,
        nextPage: String?
    ) {
        self.object = "page"
        self.data = data
        self.hasMore = hasMore
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue,
            nextPage: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "page")
        self.data = try container.decodeRequired([UsageTimeBucket].self, forKey: "data", in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.data, forKey: "data")
        try container.encode(self.hasMore, forKey: "has_more")
        try container.encode(self.nextPage, forKey: "next_page")
    }
}
