// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseWebSearchResultBlock
///
/// - Schema: `#/components/schemas/ResponseWebSearchResultBlock`
public nonisolated struct ResponseWebSearchResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Encrypted Content
    public var encryptedContent: String

    /// Page Age
    public var pageAge: String?

    /// Title
    public var title: String

    /// Type
    public var type: String

    /// Url
    public var url: String

    public init(
        encryptedContent: String,
        pageAge: String?,
        title: String,
        url: String
    ) {
        self.encryptedContent = encryptedContent
        self.pageAge = pageAge
        self.title = title
        self.type = "web_search_result"
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            encryptedContent: .emptyValue,
            pageAge: nil,
            title: .emptyValue,
            url: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.encryptedContent = try container.decodeRequired(String.self, forKey: "encrypted_content", in: decoder)
        self.pageAge = try container.decodeIfPresent(String.self, forKey: "page_age")
        self.title = try container.decodeRequired(String.self, forKey: "title", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "web_search_result")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.encryptedContent, forKey: "encrypted_content")
        try container.encode(self.pageAge, forKey: "page_age")
        try container.encode(self.title, forKey: "title")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
    }
}
