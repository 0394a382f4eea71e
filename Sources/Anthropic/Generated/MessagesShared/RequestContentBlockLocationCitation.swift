// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestContentBlockLocationCitation
///
/// - Schema: `#/components/schemas/RequestContentBlockLocationCitation`
public nonisolated struct RequestContentBlockLocationCitation: Codable, Equatable, Sendable, EmptyDecodable {
    /// The full text of the cited block range, concatenated.
    ///
    /// Always equals the contents of `content[start_block_index:end_block_index]` joined together. The text block is the minimal citable unit; this field is never a substring of a single block. Not counted toward output tokens, and not counted toward input tokens when sent back in subsequent turns.
    public var citedText: String

    /// Document Index
    public var documentIndex: Int

    /// Document Title
    public var documentTitle: String?

    /// Exclusive 0-based end index of the cited block range in the source's `content` array.
    ///
    /// Always greater than `start_block_index`; a single-block citation has `end_block_index = start_block_index + 1`.
    public var endBlockIndex: Int

    /// 0-based index of the first cited block in the source's `content` array.
    public var startBlockIndex: Int

    /// Type
    public var type: String

    public init(
        citedText: String,
        documentIndex: Int,
        documentTitle: String?,
        endBlockIndex: Int,
        startBlockIndex: Int
    ) {
        self.citedText = citedText
        self.documentIndex = documentIndex
        self.documentTitle = documentTitle
        self.endBlockIndex = endBlockIndex
        self.startBlockIndex = startBlockIndex
        self.type = "content_block_location"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            citedText: .emptyValue,
            documentIndex: .emptyValue,
            documentTitle: nil,
            endBlockIndex: .emptyValue,
            startBlockIndex: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.citedText = try container.decodeRequired(String.self, forKey: "cited_text", in: decoder)
        self.documentIndex = try container.decodeRequired(Int.self, forKey: "document_index", in: decoder)
        self.documentTitle = try container.decodeIfPresent(String.self, forKey: "document_title")
        self.endBlockIndex = try container.decodeRequired(Int.self, forKey: "end_block_index", in: decoder)
        self.startBlockIndex = try container.decodeRequired(Int.self, forKey: "start_block_index", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "content_block_location")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.citedText, forKey: "cited_text")
        try container.encode(self.documentIndex, forKey: "document_index")
        try container.encode(self.documentTitle, forKey: "document_title")
        try container.encode(self.endBlockIndex, forKey: "end_block_index")
        try container.encode(self.startBlockIndex, forKey: "start_block_index")
        try container.encode(self.type, forKey: "type")
    }
}
