// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// URLPDFSource
///
/// - Schema: `#/components/schemas/URLPDFSource`
public nonisolated struct URLPDFSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Type
    public var type: String

    /// Url
    public var url: String

    public init(
        url: String
    ) {
        self.type = "url"
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "url")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
    }
}
