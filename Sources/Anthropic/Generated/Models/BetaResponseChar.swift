// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseCharLocationCitation
///
/// - Schema: `#/components/schemas/BetaResponseCharLocationCitation`
public struct BetaResponseCharLocationCitation: Codable, Hashable, Sendable, EmptyDecodable {
    /// Cited Text
    public var citedText: String

    /// Document Index
    public var documentIndex: Int

    /// Document Title
    public var documentTitle: String?

    /// End Char Index
    public var endCharIndex: Int

    /// File Id
    public var fileID: String?

    /// Start Char Index
    public var startCharIndex: Int

    /// Type
    public var type: String

    public init(
        citedText: String,
        documentIndex: Int,
        documentTitle: String?,
        endCharIndex: Int,
        fileID: String?,
        startCharIndex: Int
    ) {
        self.citedText = citedText
        self.documentIndex = documentIndex
        self.documentTitle = documentTitle
        self.endCharIndex = endCharIndex
        self.fileID = fileID
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
            fileID: nil,
            startCharIndex: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case citedText = "cited_text"
        case documentIndex = "document_index"
        case documentTitle = "document_title"
        case endCharIndex = "end_char_index"
        case fileID = "file_id"
        case startCharIndex = "start_char_index"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.citedText = try container.decodeRequired(String.self, forKey: .citedText, in: decoder)
        self.documentIndex = try container.decodeRequired(Int.self, forKey: .documentIndex, in: decoder)
        self.documentTitle = try container.decodeIfPresent(String.self, forKey: .documentTitle)
        self.endCharIndex = try container.decodeRequired(Int.self, forKey: .endCharIndex, in: decoder)
        self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
        self.startCharIndex = try container.decodeRequired(Int.self, forKey: .startCharIndex, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "char_location")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.citedText, forKey: .citedText)
        try container.encode(self.documentIndex, forKey: .documentIndex)
        try container.encode(self.documentTitle, forKey: .documentTitle)
        try container.encode(self.endCharIndex, forKey: .endCharIndex)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.startCharIndex, forKey: .startCharIndex)
        try container.encode(self.type, forKey: .type)
    }
}
