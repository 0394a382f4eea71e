// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/UpdateVectorStoreFileAttributesRequest`
public nonisolated struct UpdateVectorStoreFileAttributesRequest: Codable, Equatable, Sendable, EmptyDecodable {
    public var attributes: VectorStoreFileAttributes?

    public init(
        attributes: VectorStoreFileAttributes?
    ) {
        self.attributes = attributes
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            attributes: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.attributes = try container.decodeIfPresent(VectorStoreFileAttributes.self, forKey: "attributes")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.attributes, forKey: "attributes")
    }
}
