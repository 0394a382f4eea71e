// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UrlCitationParam`
public nonisolated struct UrlCitationParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The citation type. Always `url_citation`.
    public var type: String

    /// The index of the first character of the citation in the message.
    public var startIndex: Int

    /// The index of the last character of the citation in the message.
    public var endIndex: Int

    /// The URL of the cited resource.
    public var url: String

    /// The title of the cited resource.
    public var title: String

    public init(
        startIndex: Int,
        endIndex: Int,
        url: String,
        title: String
    ) {
        self.type = "url_citation"
        self.startIndex = startIndex
        self.endIndex = endIndex
        self.url = url
        self.title = title
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            startIndex: .emptyValue,
            endIndex: .emptyValue,
            url: .emptyValue,
            title: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "url_citation")
        self.startIndex = try container.decodeRequired(Int.self, forKey: "start_index", in: decoder)
        self.endIndex = try container.decodeRequired(Int.self, forKey: "end_index", in: decoder)
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        self.title = try container.decodeRequired(String.self, forKey: "title", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.startIndex, forKey: "start_index")
        try container.encode(self.endIndex, forKey: "end_index")
        try container.encode(self.url, forKey: "url")
        try container.encode(self.title, forKey: "title")
    }
}
