// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/UpdateConversationBody`
public nonisolated struct UpdateConversationBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// Set of 16 key-value pairs that can be attached to an object. This can be         useful for storing additional information about the object in a structured         format, and querying for objects via API or the dashboard.
    ///         Keys are strings with a maximum length of 64 characters. Values are strings         with a maximum length of 512 characters.
    public var metadata: _OpenAIShared.Metadata?

    public init(
        metadata: _OpenAIShared.Metadata?
    ) {
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            metadata: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.metadata, forKey: "metadata")
    }
}
