// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// PlainTextSource
///
/// - Schema: `#/components/schemas/BetaPlainTextSource`
public struct BetaPlainTextSource: Codable, Hashable, Sendable {
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

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case mediaType = "media_type"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired(String.self, forKey: .data, in: decoder)
        self.mediaType = try container.decodeIfPresent(String.self, forKey: .mediaType) ?? "text/plain"
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "text"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.mediaType, forKey: .mediaType)
        try container.encode(self.type, forKey: .type)
    }
}
