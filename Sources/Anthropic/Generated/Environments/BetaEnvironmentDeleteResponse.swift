// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response after deleting an environment.
///
/// - Schema: `#/components/schemas/BetaEnvironmentDeleteResponse`
public nonisolated struct BetaEnvironmentDeleteResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// Environment identifier
    public var id: String

    /// The type of response
    public var type: String

    public init(
        id: String
    ) {
        self.id = id
        self.type = "environment_deleted"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "environment_deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
    }
}
