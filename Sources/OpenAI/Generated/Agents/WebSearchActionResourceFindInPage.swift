// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Finds text within a web page.
///
/// - Schema: `#/components/schemas/WebSearchActionResourceFindInPage`
public nonisolated struct WebSearchActionResourceFindInPage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The text pattern that was searched for.
    public var pattern: String?

    /// The type of the object. Always `find_in_page`.
    public var type: String

    /// The URL of the page that was searched.
    public var url: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        pattern: String? = nil,
        url: String? = nil
    ) {
        self.pattern = pattern
        self.type = "find_in_page"
        self.url = url
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.pattern = try container.decodeIfPresent(String.self, forKey: "pattern")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "find_in_page")
        self.url = try container.decodeIfPresent(String.self, forKey: "url")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.pattern, forKey: "pattern")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.url, forKey: "url")
    }
}

nonisolated extension NullableMember where Owner == WebSearchActionResourceFindInPage {
    public static var pattern: Self { Self("pattern") }
    public static var url: Self { Self("url") }
}
