// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestCharLocationCitation
///
/// - Schema: `#/components/schemas/RequestCharLocationCitation`
public nonisolated struct RequestCharLocationCitation: Codable, Equatable, Sendable, EmptyDecodable {
    /// Cited Text
    public var citedText: String

    /// Document Index
    public var documentIndex: Int

    /// Document Title
    public var documentTitle: String?

    /// End Char Index
    public var endCharIndex: Int

    /// Start Char Index
    public var startCharIndex: Int

    /// Type
    public var type: String

    public init(
        citedText: String,
        documentIndex: Int,
        documentTitle: String?,
        endCharIndex: Int,
        startCharIndex: Int
    ) {
        self.citedText = citedText
        self.documentIndex = documentIndex
        self.documentTitle = documentTitle
        self.endCharIndex = endCharIndex
        self.startCharIndex = startCharIndex
        self.type = "char_location"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            citedText: .emptyValue,
            documentIndex: .emptyValue,
            documentTitle: nil,
            endCharIndex: .emptyValue,
            startCharIndex: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.citedText = try container.decodeRequired(String.self, forKey: "cited_text", in: decoder)
        self.documentIndex = try container.decodeRequired(Int.self, forKey: "document_index", in: decoder)
        self.documentTitle = try container.decodeIfPresent(String.self, forKey: "document_title")
        self.endCharIndex = try container.decodeRequired(Int.self, forKey: "end_char_index", in: decoder)
        self.startCharIndex = try container.decodeRequired(Int.self, forKey: "start_char_index", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "char_location")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.citedText, forKey: "cited_text")
        try container.encode(self.documentIndex, forKey: "document_index")
        try container.encode(self.documentTitle, forKey: "document_title")
        try container.encode(self.endCharIndex, forKey: "end_char_index")
        try container.encode(self.startCharIndex, forKey: "start_char_index")
        try container.encode(self.type, forKey: "type")
    }
}
