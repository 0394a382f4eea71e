// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Plain text document content.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsPlainTextDocumentSource`
public nonisolated struct BetaManagedAgentsPlainTextDocumentSource: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// MIME type of the text content. Must be "text/plain".
    public var mediaType: String

    /// The plain text content.
    public var data: String

    public init(
        data: String
    ) {
        self.type = "text"
        self.mediaType = "text/plain"
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text")
        self.mediaType = try container.decodeRequired(String.self, forKey: "media_type", in: decoder, standIn: "text/plain")
        self.data = try container.decodeRequired(String.self, forKey: "data", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.mediaType, forKey: "media_type")
        try container.encode(self.data, forKey: "data")
    }
}
