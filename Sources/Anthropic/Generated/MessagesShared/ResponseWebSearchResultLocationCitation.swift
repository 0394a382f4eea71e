// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseWebSearchResultLocationCitation
///
/// - Schema: `#/components/schemas/ResponseWebSearchResultLocationCitation`
public nonisolated struct ResponseWebSearchResultLocationCitation: Codable, Equatable, Sendable, EmptyDecodable {
    /// Cited Text
    public var citedText: String

    /// Encrypted Index
    public var encryptedIndex: String

    /// Title
    public var title: String?

    /// Type
    public var type: String

    /// Url
    public var url: String

    public init(
        citedText: String,
        encryptedIndex: String,
        title: String?,
        url: String
    ) {
        self.citedText = citedText
        self.encryptedIndex = encryptedIndex
        self.title = title
        self.type = "web_search_result_location"
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            citedText: .emptyValue,
            encryptedIndex: .emptyValue,
            title: nil,
            url: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.citedText = try container.decodeRequired(String.self, forKey: "cited_text", in: decoder)
        self.encryptedIndex = try container.decodeRequired(String.self, forKey: "encrypted_index", in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "web_search_result_location")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.citedText, forKey: "cited_text")
        try container.encode(self.encryptedIndex, forKey: "encrypted_index")
        try container.encode(self.title, forKey: "title")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
    }
}
