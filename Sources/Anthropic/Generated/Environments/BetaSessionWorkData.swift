// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Work data for session work items.
///
/// This resource type is used when work represents a session that needs to be executed
/// in a self-hosted environment.
///
/// - Schema: `#/components/schemas/BetaSessionWorkData`
public nonisolated struct BetaSessionWorkData: Codable, Equatable, Sendable, EmptyDecodable {
    /// Session identifier (e.g., 'session_...')
    public var id: String

    /// Type of work data
    public var type: String

    public init(
        id: String
    ) {
        self.id = id
        self.type = "session"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
    }
}
