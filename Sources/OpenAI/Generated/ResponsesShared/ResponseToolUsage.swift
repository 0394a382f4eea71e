// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Usage reported by hosted tools, separate from base model `usage`.
///
/// The field
/// can be omitted when tool usage is unavailable. When present, tool families
/// with no recorded usage have zero counts.
///
/// `image_gen` sums available token counts across image generation calls.
/// Calls with missing or incomplete usage records may be skipped. Output
/// token details and cached input counts can be omitted. An omitted cache
/// count means cache usage is unknown.
///
/// `web_search.num_requests` counts billable searches. Discounted searches
/// and actions such as opening a page are excluded. Use billing records to
/// reconcile final charges.
///
/// - Schema: `#/components/schemas/ResponseToolUsage`
public nonisolated struct ResponseToolUsage: Codable, Equatable, Sendable, EmptyDecodable {
    /// Aggregated usage statistics for image generation tool calls.
    public var imageGen: ResponseToolUsageImageGen

    /// Aggregated billable usage statistics for web search tool calls.
    public var webSearch: ResponseToolUsageWebSearch

    public init(
        imageGen: ResponseToolUsageImageGen,
        webSearch: ResponseToolUsageWebSearch
    ) {
        self.imageGen = imageGen
        self.webSearch = webSearch
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            imageGen: .emptyValue,
            webSearch: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.imageGen = try container.decodeRequired(ResponseToolUsageImageGen.self, forKey: "image_gen", in: decoder)
        self.webSearch = try container.decodeRequired(ResponseToolUsageWebSearch.self, forKey: "web_search", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.imageGen, forKey: "image_gen")
        try container.encode(self.webSearch, forKey: "web_search")
    }
}
