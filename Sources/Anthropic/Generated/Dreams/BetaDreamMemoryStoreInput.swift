// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A memory store the dream reads; it is changed only when it is also the destination (`output_behavior` `update_existing`).
///
/// - Schema: `#/components/schemas/BetaDreamMemoryStoreInput`
public nonisolated struct BetaDreamMemoryStoreInput: Codable, Equatable, Sendable, EmptyDecodable {
    public var memoryStoreID: String

    public var type: String

    public init(
        memoryStoreID: String
    ) {
        self.memoryStoreID = memoryStoreID
        self.type = "memory_store"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            memoryStoreID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.memoryStoreID = try container.decodeRequired(String.self, forKey: "memory_store_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "memory_store")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.memoryStoreID, forKey: "memory_store_id")
        try container.encode(self.type, forKey: "type")
    }
}
