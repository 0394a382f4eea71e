// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct EnvironmentsWorkUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Metadata patch. Set a key to a string to upsert it, or to null to delete it.
    /// Omit the field to preserve existing metadata.
    public var metadata: [String: JSONValue]

    public init(
        metadata: [String: JSONValue]
    ) {
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            metadata: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.metadata = try container.decodeRequired([String: JSONValue].self, forKey: "metadata", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.metadata, forKey: "metadata")
    }
}
