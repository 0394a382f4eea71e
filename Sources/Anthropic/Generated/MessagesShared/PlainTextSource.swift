// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// PlainTextSource
///
/// - Schema: `#/components/schemas/PlainTextSource`
public nonisolated struct PlainTextSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Data
    public var data: String

    /// Media Type
    public var mediaType: String

    /// Type
    public var type: String

    public init(
        data: String
    ) {
        self.data = data
        self.mediaType = "text/plain"
        self.type = "text"
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
        self.data = try container.decodeRequired(String.self, forKey: "data", in: decoder)
        self.mediaType = try container.decodeRequired(String.self, forKey: "media_type", in: decoder, standIn: "text/plain")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.mediaType, forKey: "media_type")
        try container.encode(self.type, forKey: "type")
    }
}
