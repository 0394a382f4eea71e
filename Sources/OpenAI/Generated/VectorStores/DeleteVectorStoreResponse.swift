// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DeleteVectorStoreResponse`
public nonisolated struct DeleteVectorStoreResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var id: String

    public var deleted: Bool

    public var object: String

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.deleted = deleted
        self.object = "vector_store.deleted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: "deleted", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "vector_store.deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.deleted, forKey: "deleted")
        try container.encode(self.object, forKey: "object")
    }
}
