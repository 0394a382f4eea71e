// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A compaction block returned when autocompact is triggered.
///
/// When content is None, it indicates the compaction failed to produce a valid
/// summary (e.g., malformed output from the model). Clients may round-trip
/// compaction blocks with null content; the server treats them as no-ops.
///
/// - Schema: `#/components/schemas/BetaResponseCompactionBlock`
public nonisolated struct BetaResponseCompactionBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Summary of compacted content, or null if compaction failed
    public var content: String?

    /// Opaque metadata from prior compaction, to be round-tripped verbatim
    public var encryptedContent: String?

    /// Type
    public var type: String

    /// Signature over the summary, to be sent back with the block verbatim
    public var signature: String?

    /// The tool changes of the compacted range: the `tool_addition` and `tool_removal`
    /// blocks that take the request's `tools` to the tool set in effect at the end of
    /// the range, or `[]` when the range changed no tool. Absent when the server did
    /// not compute them. Send the block back unchanged.
    public var toolChanges: [BetaCompactionBlockToolChange]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: String?,
        encryptedContent: String?,
        signature: String? = nil,
        toolChanges: [BetaCompactionBlockToolChange]? = nil
    ) {
        self.content = content
        self.encryptedContent = encryptedContent
        self.type = "compaction"
        self.signature = signature
        self.toolChanges = toolChanges
        self.nullNames = []
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "compaction")
        self.signature = try container.decodeIfPresent(String.self, forKey: "signature")
        self.toolChanges = try container.decodeIfPresent([BetaCompactionBlockToolChange].self, forKey: "tool_changes")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.encryptedContent, forKey: "encrypted_content")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.signature, forKey: "signature")
        try container.encodeIfPresent(self.toolChanges, forKey: "tool_changes")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseCompactionBlock {
    public static var signature: Self { Self("signature") }
    public static var toolChanges: Self { Self("tool_changes") }
}
