// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Write the result into the input memory store instead of a new memory store.
///
/// The credential must be allowed to write memory stores, or the request returns a 403 error. While another `update_existing` dream on the same memory store hasn't fully stopped, the request returns a 409 error.
///
/// - Schema: `#/components/schemas/BetaOutputBehaviorUpdateExistingParam`
public nonisolated struct BetaOutputBehaviorUpdateExistingParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the memory store for the dream to write its result to
    /// (`memstore_...`).
    ///
    /// It must be the memory store in the `memory_store` entry of `inputs`.
    public var memoryStoreID: String

    public var type: String

    public init(
        memoryStoreID: String
    ) {
        self.memoryStoreID = memoryStoreID
        self.type = "update_existing"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "update_existing")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.memoryStoreID, forKey: "memory_store_id")
        try container.encode(self.type, forKey: "type")
    }
}
