// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Confirmation of resource deletion.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeleteSessionResource`
public nonisolated struct BetaManagedAgentsDeleteSessionResource: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var id: String

    public init(
        id: String
    ) {
        self.type = "session_resource_deleted"
        self.id = id
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session_resource_deleted")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
    }
}
