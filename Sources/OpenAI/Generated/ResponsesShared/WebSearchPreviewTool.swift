// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// This tool searches the web for relevant results to use in a response. Learn more about the [web search tool](https://platform.openai.com/docs/guides/tools-web-search).
///
/// - Schema: `#/components/schemas/WebSearchPreviewTool`
public nonisolated struct WebSearchPreviewTool: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// The type of the web search tool. One of `web_search_preview` or `web_search_preview_2025_03_11`.
    public var type: WebSearchPreviewTool.Kind

    public var userLocation: ApproximateLocation?

    /// High level guidance for the amount of context window space to use for the search. One of `low`, `medium`, or `high`. `medium` is the default.
    public var searchContextSize: OpenAIResponses.SearchContextSize?

    public var searchContentTypes: [SearchContentType]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        type: WebSearchPreviewTool.Kind,
        userLocation: ApproximateLocation? = nil,
        searchContextSize: OpenAIResponses.SearchContextSize? = nil,
        searchContentTypes: [SearchContentType]? = nil
    ) {
        self.type = type
        self.userLocation = userLocation
        self.searchContextSize = searchContextSize
        self.searchContentTypes = searchContentTypes
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(type: WebSearchPreviewTool.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// The type of the web search tool. One of `web_search_preview` or `web_search_preview_2025_03_11`.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case webSearchPreview
        case webSearchPreview_2025_03_11
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "web_search_preview": self = .webSearchPreview
            case "web_search_preview_2025_03_11": self = .webSearchPreview_2025_03_11
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .webSearchPreview: "web_search_preview"
            case .webSearchPreview_2025_03_11: "web_search_preview_2025_03_11"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(WebSearchPreviewTool.Kind.self, forKey: "type", in: decoder)
        self.userLocation = try container.decodeIfPresent(ApproximateLocation.self, forKey: "user_location")
        self.searchContextSize = try container.decodeIfPresent(OpenAIResponses.SearchContextSize.self, forKey: "search_context_size")
        self.searchContentTypes = try container.decodeIfPresent([SearchContentType].self, forKey: "search_content_types")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.userLocation, forKey: "user_location")
        try container.encodeIfPresent(self.searchContextSize, forKey: "search_context_size")
        try container.encodeIfPresent(self.searchContentTypes, forKey: "search_content_types")
    }
}

nonisolated extension NullableMember where Owner == WebSearchPreviewTool {
    public static var userLocation: Self { Self("user_location") }
}
