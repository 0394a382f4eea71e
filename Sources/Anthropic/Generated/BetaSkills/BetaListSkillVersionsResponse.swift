// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ListSkillVersionsResponse
///
/// - Schema: `#/components/schemas/BetaListSkillVersionsResponse`
public nonisolated struct BetaListSkillVersionsResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// List of skill versions.
    public var data: [BetaSkillVersion]

    /// Indicates if there are more results in the requested page direction.
    public var hasMore: Bool

    /// Token to provide in as `page` in the subsequent request to retrieve the next page of data.
    public var nextPage: String?

    public init(
        data: [BetaSkillVersion],
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
        self.data = try container.decodeRequired([BetaSkillVersion].self, forKey: "data", in: decoder)
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
