// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/UpdateVectorStoreRequest`
public struct UpdateVectorStoreRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The name of the vector store.
    public var name: String?

    public var expiresAfter: VectorStoreExpirationAfter?

    public var metadata: _OpenAIShared.Metadata?

    public init(
        name: String? = nil,
        expiresAfter: VectorStoreExpirationAfter? = nil,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.name = name
        self.expiresAfter = expiresAfter
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.expiresAfter = try container.decodeIfPresent(VectorStoreExpirationAfter.self, forKey: "expires_after")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.expiresAfter, forKey: "expires_after")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}
