// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ListSkillsResponse
///
/// - Schema: `#/components/schemas/BetaListSkillsResponse`
public nonisolated struct BetaListSkillsResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// List of skills.
    public var data: [Betaapi__schemas__skills__Skill]

    /// Whether there are more results available.
    ///
    /// If `true`, there are additional results that can be fetched using the `next_page` token.
    public var hasMore: Bool

    /// Token for fetching the next page of results.
    ///
    /// If `null`, there are no more results available. Pass this value to the `page_token` parameter in the next request to get the next page.
    public var nextPage: String?

    public init(
        data: [Betaapi__schemas__skills__Skill],
        hasMore: Bool,
        nextPage: String?
    ) {
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
        self.data = try container.decodeRequired([Betaapi__schemas__skills__Skill].self, forKey: "data", in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.hasMore, forKey: "has_more")
        try container.encode(self.nextPage, forKey: "next_page")
    }
}
