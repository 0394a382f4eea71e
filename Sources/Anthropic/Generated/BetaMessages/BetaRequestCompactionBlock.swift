// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// A compaction block containing summary of previous context.
///
/// Users should round-trip these blocks from responses to subsequent requests
/// to maintain context across compaction boundaries.
///
/// When content is None, the block represents a failed compaction. The server
/// treats these as no-ops. Empty string content is not allowed.
///
/// - Schema: `#/components/schemas/BetaRequestCompactionBlock`
public nonisolated struct BetaRequestCompactionBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Summary of previously compacted content, or null if compaction failed
    public var content: String?

    /// Opaque metadata from prior compaction, to be round-tripped verbatim
    public var encryptedContent: String?

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: String?,
        cacheControl: CacheControlEphemeral? = nil,
        encryptedContent: String? = nil
    ) {
        self.cacheControl = cacheControl
        self.content = content
        self.encryptedContent = encryptedContent
        self.type = "compaction"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.content = try container.decodeIfPresent(String.self, forKey: "content")
        self.encryptedContent = try container.decodeIfPresent(String.self, forKey: "encrypted_content")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "compaction")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encode(self.content, forKey: "content")
        try container.encodeIfPresent(self.encryptedContent, forKey: "encrypted_content")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaRequestCompactionBlock {
    public static var cacheControl: Self { Self("cache_control") }
    public static var encryptedContent: Self { Self("encrypted_content") }
}
