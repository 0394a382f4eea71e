// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponsePageLocationCitation
///
/// - Schema: `#/components/schemas/ResponsePageLocationCitation`
public nonisolated struct ResponsePageLocationCitation: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.citedText = try container.decodeRequired(String.self, forKey: "cited_text", in: decoder)
        self.documentIndex = try container.decodeRequired(Int.self, forKey: "document_index", in: decoder)
        self.documentTitle = try container.decodeIfPresent(String.self, forKey: "document_title")
        self.endPageNumber = try container.decodeRequired(Int.self, forKey: "end_page_number", in: decoder)
        self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
        self.startPageNumber = try container.decodeRequired(Int.self, forKey: "start_page_number", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "page_location")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.citedText, forKey: "cited_text")
        try container.encode(self.documentIndex, forKey: "document_index")
        try container.encode(self.documentTitle, forKey: "document_title")
        try container.encode(self.endPageNumber, forKey: "end_page_number")
        try container.encode(self.fileID, forKey: "file_id")
        try container.encode(self.startPageNumber, forKey: "start_page_number")
        try container.encode(self.type, forKey: "type")
    }
}
