// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaListUserProfilesResponse`
public nonisolated struct BetaListUserProfilesResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// User profiles on this page.
    public var data: [BetaUserProfile]

    /// Cursor for the next page, or `null` when there are no more results.
    public var nextPage: String?

    public init(
        data: [BetaUserProfile],
        nextPage: String?
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            nextPage: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired([BetaUserProfile].self, forKey: "data", in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.nextPage, forKey: "next_page")
    }
}
