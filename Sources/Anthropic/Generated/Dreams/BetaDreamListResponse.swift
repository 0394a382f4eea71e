// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaDreamListResponse`
public nonisolated struct BetaDreamListResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var data: [BetaDream]

    /// Cursor for the next page (the `page` parameter); null on the last page.
    public var nextPage: String?

    public init(
        data: [BetaDream],
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
        self.data = try container.decodeRequired([BetaDream].self, forKey: "data", in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.nextPage, forKey: "next_page")
    }
}
