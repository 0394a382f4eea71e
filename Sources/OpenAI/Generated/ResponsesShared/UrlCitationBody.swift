// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A citation for a web resource used to generate a model response.
///
/// - Schema: `#/components/schemas/UrlCitationBody`
public nonisolated struct UrlCitationBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the URL citation. Always `url_citation`.
    public var type: String

    /// The URL of the web resource.
    public var url: String

    /// The index of the first character of the URL citation in the message.
    public var startIndex: Int

    /// The index of the last character of the URL citation in the message.
    public var endIndex: Int

    /// The title of the web resource.
    public var title: String

    public init(
        url: String,
        startIndex: Int,
        endIndex: Int,
        title: String
    ) {
        self.type = "url_citation"
        self.url = url
        self.startIndex = startIndex
        self.endIndex = endIndex
        self.title = title
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue,
            startIndex: .emptyValue,
            endIndex: .emptyValue,
            title: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "url_citation")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        self.startIndex = try container.decodeRequired(Int.self, forKey: "start_index", in: decoder)
        self.endIndex = try container.decodeRequired(Int.self, forKey: "end_index", in: decoder)
        self.title = try container.decodeRequired(String.self, forKey: "title", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
        try container.encode(self.startIndex, forKey: "start_index")
        try container.encode(self.endIndex, forKey: "end_index")
        try container.encode(self.title, forKey: "title")
    }
}
