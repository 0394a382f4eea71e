// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CompactionContentBlockDelta
///
/// - Schema: `#/components/schemas/BetaCompactionContentBlockDelta`
public nonisolated struct BetaCompactionContentBlockDelta: Codable, Equatable, Sendable, EmptyDecodable {
    /// Content
    public var content: String?

    /// Opaque metadata from prior compaction, to be round-tripped verbatim
    public var encryptedContent: String?

    /// Type
    public var type: String

    public init(
        content: String?,
        encryptedContent: String?
    ) {
        self.content = content
        self.encryptedContent = encryptedContent
        self.type = "compaction_delta"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: nil,
            encryptedContent: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeIfPresent(String.self, forKey: "content")
        self.encryptedContent = try container.decodeIfPresent(String.self, forKey: "encrypted_content")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "compaction_delta")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.encryptedContent, forKey: "encrypted_content")
        try container.encode(self.type, forKey: "type")
    }
}
