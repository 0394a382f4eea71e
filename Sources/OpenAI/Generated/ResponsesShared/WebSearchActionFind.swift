// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Action type "find_in_page": Searches for a pattern within a loaded page.
///
/// - Schema: `#/components/schemas/WebSearchActionFind`
public nonisolated struct WebSearchActionFind: Codable, Equatable, Sendable, EmptyDecodable {
    /// The action type.
    public var type: String

    /// The URL of the page searched for the pattern.
    public var url: String

    /// The pattern or text to search for within the page.
    public var pattern: String

    public init(
        url: String,
        pattern: String
    ) {
        self.type = "find_in_page"
        self.url = url
        self.pattern = pattern
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue,
            pattern: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "find_in_page")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        self.pattern = try container.decodeRequired(String.self, forKey: "pattern", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
        try container.encode(self.pattern, forKey: "pattern")
    }
}
