// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VideoCharacterResource`
public nonisolated struct VideoCharacterResource: Codable, Equatable, Sendable, EmptyDecodable {
    public var id: String?

    public var name: String?

    /// Unix timestamp (in seconds) when the character was created.
    public var createdAt: Int

    public init(
        id: String?,
        name: String?,
        createdAt: Int
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: nil,
            name: nil,
            createdAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
    }
}
