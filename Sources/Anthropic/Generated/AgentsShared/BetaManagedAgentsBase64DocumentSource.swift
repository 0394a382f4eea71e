// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Base64-encoded document data.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsBase64DocumentSource`
public nonisolated struct BetaManagedAgentsBase64DocumentSource: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// MIME type of the document (e.g., "application/pdf").
    public var mediaType: String

    /// Base64-encoded document data.
    public var data: String

    public init(
        mediaType: String,
        data: String
    ) {
        self.type = "base64"
        self.mediaType = mediaType
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mediaType: .emptyValue,
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "base64")
        self.mediaType = try container.decodeRequired(String.self, forKey: "media_type", in: decoder)
        self.data = try container.decodeRequired(String.self, forKey: "data", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.mediaType, forKey: "media_type")
        try container.encode(self.data, forKey: "data")
    }
}
