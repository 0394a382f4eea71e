// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response when listing environments.
///
/// This response model uses opaque cursor-based pagination. Use the `page`
/// query parameter with the value from `next_page` to fetch the next page.
///
/// - Schema: `#/components/schemas/BetaEnvironmentListResponse`
public nonisolated struct BetaEnvironmentListResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// List of environments.
    public var data: [BetaEnvironment]

    /// Token for fetching the next page of results. If `null`, there are no more results available. Pass this value to the `page` parameter in the next request.
    public var nextPage: String?

    public init(
        data: [BetaEnvironment],
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
        self.data = try container.decodeRequired([BetaEnvironment].self, forKey: "data", in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.nextPage, forKey: "next_page")
    }
}
