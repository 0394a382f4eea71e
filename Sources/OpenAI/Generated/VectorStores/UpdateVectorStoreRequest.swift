// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/UpdateVectorStoreRequest`
public nonisolated struct UpdateVectorStoreRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The name of the vector store.
    public var name: String?

    public var expiresAfter: VectorStoreExpirationAfter?

    public var metadata: _OpenAIShared.Metadata?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String? = nil,
        expiresAfter: VectorStoreExpirationAfter? = nil,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.name = name
        self.expiresAfter = expiresAfter
        self.metadata = metadata
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.expiresAfter = try container.decodeIfPresent(VectorStoreExpirationAfter.self, forKey: "expires_after")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.expiresAfter, forKey: "expires_after")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}

nonisolated extension NullableMember where Owner == UpdateVectorStoreRequest {
    public static var name: Self { Self("name") }
    public static var expiresAfter: Self { Self("expires_after") }
    public static var metadata: Self { Self("metadata") }
}
