// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ContentBlockStopEvent
///
/// - Schema: `#/components/schemas/ContentBlockStopEvent`
public nonisolated struct ContentBlockStopEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Index
    public var index: Int

    /// Type
    public var type: String

    public init(
        index: Int
    ) {
        self.index = index
        self.type = "content_block_stop"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "content_block_stop")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encode(self.type, forKey: "type")
    }
}
