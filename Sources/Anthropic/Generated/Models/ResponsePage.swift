// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponsePageLocationCitation
///
/// - Schema: `#/components/schemas/ResponsePageLocationCitation`
public struct ResponsePageLocationCitation: Codable, Hashable, Sendable, EmptyDecodable {
    /// Cited Text
    public var citedText: String

    /// Document Index
    public var documentIndex: Int

    /// Document Title
    public var documentTitle: String?

    /// End Page Number
    public var endPageNumber: Int

    /// File Id
    public var fileID: String?

    /// Start Page Number
    public var startPageNumber: Int

    /// Type
    public var type: String

    public init(
        citedText: String,
        documentIndex: Int,
        documentTitle: String?,
        endPageNumber: Int,
        fileID: String?,
        startPageNumber: Int
    ) {
        self.citedText = citedText
        self.documentIndex = documentIndex
        self.documentTitle = documentTitle
        self.endPageNumber = endPageNumber
        self.fileID = fileID
        self.startPageNumber = startPageNumber
        self.type = "page_location"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            citedText: .emptyValue,
            documentIndex: .emptyValue,
            documentTitle: nil,
            endPageNumber: .emptyValue,
            fileID: nil,
            startPageNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case citedText = "cited_text"
        case documentIndex = "document_index"
        case documentTitle = "document_title"
        case endPageNumber = "end_page_number"
        case fileID = "file_id"
        case startPageNumber = "start_page_number"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.citedText = try container.decodeRequired(String.self, forKey: .citedText, in: decoder)
        self.documentIndex = try container.decodeRequired(Int.self, forKey: .documentIndex, in: decoder)
        self.documentTitle = try container.decodeIfPresent(String.self, forKey: .documentTitle)
        self.endPageNumber = try container.decodeRequired(Int.self, forKey: .endPageNumber, in: decoder)
        self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
        self.startPageNumber = try container.decodeRequired(Int.self, forKey: .startPageNumber, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "page_location")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.citedText, forKey: .citedText)
        try container.encode(self.documentIndex, forKey: .documentIndex)
        try container.encode(self.documentTitle, forKey: .documentTitle)
        try container.encode(self.endPageNumber, forKey: .endPageNumber)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.startPageNumber, forKey: .startPageNumber)
        try container.encode(self.type, forKey: .type)
    }
}
