// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response from deleting a `memory_store`. Confirms the deleted ID.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeleteMemoryStoreResponse`
public typealias BetaManagedAgentsDeleteMemoryStoreResponse = BetaManagedAgentsDeletedMemoryStore

/// Confirmation of resource deletion.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeleteSessionResource`
public struct BetaManagedAgentsDeleteSessionResource: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session_resource_deleted")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
    }
}
