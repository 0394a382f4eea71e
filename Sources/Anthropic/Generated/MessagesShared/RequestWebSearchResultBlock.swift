// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestWebSearchResultBlock
///
/// - Schema: `#/components/schemas/RequestWebSearchResultBlock`
public nonisolated struct RequestWebSearchResultBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        encryptedContent: String,
        title: String,
        url: String,
        pageAge: String? = nil
    ) {
        self.encryptedContent = encryptedContent
        self.pageAge = pageAge
        self.title = title
        self.type = "web_search_result"
        self.url = url
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            encryptedContent: .emptyValue,
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
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.encryptedContent, forKey: "encrypted_content")
        try container.encodeIfPresent(self.pageAge, forKey: "page_age")
        try container.encode(self.title, forKey: "title")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
    }
}

nonisolated extension NullableMember where Owner == RequestWebSearchResultBlock {
    public static var pageAge: Self { Self("page_age") }
}
