// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Action type "open_page" - Opens a specific URL from search results.
///
/// - Schema: `#/components/schemas/WebSearchActionOpenPage`
public nonisolated struct WebSearchActionOpenPage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The action type.
    public var type: String

    /// The URL opened by the model.
    public var url: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        url: String? = nil
    ) {
        self.type = "open_page"
        self.url = url
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "open_page")
        self.url = try container.decodeIfPresent(String.self, forKey: "url")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.url, forKey: "url")
    }
}

nonisolated extension NullableMember where Owner == WebSearchActionOpenPage {
    public static var url: Self { Self("url") }
}
