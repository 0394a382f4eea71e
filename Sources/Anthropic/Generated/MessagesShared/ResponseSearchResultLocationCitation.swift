// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseSearchResultLocationCitation
///
/// - Schema: `#/components/schemas/ResponseSearchResultLocationCitation`
public nonisolated struct ResponseSearchResultLocationCitation: Codable, Equatable, Sendable, EmptyDecodable {
    /// The full text of the cited block range, concatenated.
    ///
    /// Always equals the contents of `content[start_block_index:end_block_index]` joined together. The text block is the minimal citable unit; this field is never a substring of a single block. Not counted toward output tokens, and not counted toward input tokens when sent back in subsequent turns.
    public var citedText: String

    /// Exclusive 0-based end index of the cited block range in the source's `content` array.
    ///
    /// Always greater than `start_block_index`; a single-block citation has `end_block_index = start_block_index + 1`.
    public var endBlockIndex: Int

    /// 0-based index of the cited search result among all `search_result` content blocks in the request, in the order they appear across messages and tool results.
    ///
    /// Counted separately from `document_index`; server-side web search results are not included in this count.
    public var searchResultIndex: Int

    /// Source
    public var source: String

    /// 0-based index of the first cited block in the source's `content` array.
    public var startBlockIndex: Int

    /// Title
    public var title: String?

    /// Type
    public var type: String

    public init(
        citedText: String,
        endBlockIndex: Int,
        searchResultIndex: Int,
        source: String,
        startBlockIndex: Int,
        title: String?
    ) {
        self.citedText = citedText
        self.endBlockIndex = endBlockIndex
        self.searchResultIndex = searchResultIndex
        self.source = source
        self.startBlockIndex = startBlockIndex
        self.title = title
        self.type = "search_result_location"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            citedText: .emptyValue,
            endBlockIndex: .emptyValue,
            searchResultIndex: .emptyValue,
            source: .emptyValue,
            startBlockIndex: .emptyValue,
            title: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.citedText = try container.decodeRequired(String.self, forKey: "cited_text", in: decoder)
        self.endBlockIndex = try container.decodeRequired(Int.self, forKey: "end_block_index", in: decoder)
        self.searchResultIndex = try container.decodeRequired(Int.self, forKey: "search_result_index", in: decoder)
        self.source = try container.decodeRequired(String.self, forKey: "source", in: decoder)
        self.startBlockIndex = try container.decodeRequired(Int.self, forKey: "start_block_index", in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "search_result_location")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.citedText, forKey: "cited_text")
        try container.encode(self.endBlockIndex, forKey: "end_block_index")
        try container.encode(self.searchResultIndex, forKey: "search_result_index")
        try container.encode(self.source, forKey: "source")
        try container.encode(self.startBlockIndex, forKey: "start_block_index")
        try container.encode(self.title, forKey: "title")
        try container.encode(self.type, forKey: "type")
    }
}
