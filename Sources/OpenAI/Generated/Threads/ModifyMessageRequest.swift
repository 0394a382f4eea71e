// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/ModifyMessageRequest`
public nonisolated struct ModifyMessageRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var metadata: _OpenAIShared.Metadata?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.metadata = metadata
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}

nonisolated extension NullableMember where Owner == ModifyMessageRequest {
    public static var metadata: Self { Self("metadata") }
}
