// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The memory store that a dream reads, given as an entry in `inputs`.
///
/// With `output_behavior` set to `update_existing`, the dream writes its result into this memory store. Otherwise the dream doesn't change it.
///
/// - Schema: `#/components/schemas/BetaDreamMemoryStoreInputParam`
public nonisolated struct BetaDreamMemoryStoreInputParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the memory store for the dream to read (`memstore_...`).
    ///
    /// The memory store must be in the same workspace as the dream and must not be
    /// archived.
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
