// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Image content specified directly as base64 data or as a reference via a URL.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsImageBlock`
public nonisolated struct BetaManagedAgentsImageBlock: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// The source of the image data.
    public var source: BetaManagedAgentsImageSource

    public init(
        source: BetaManagedAgentsImageSource
    ) {
        self.type = "image"
        self.source = source
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image")
        self.source = try container.decodeRequired(BetaManagedAgentsImageSource.self, forKey: "source", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.source, forKey: "source")
    }
}
