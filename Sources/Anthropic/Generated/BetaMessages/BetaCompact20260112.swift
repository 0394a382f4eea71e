// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Automatically compact older context when reaching the configured trigger threshold.
///
/// - Schema: `#/components/schemas/BetaCompact20260112`
public nonisolated struct BetaCompact20260112: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Additional instructions for summarization.
    public var instructions: String?

    /// Whether to pause after compaction and return the compaction block to the user.
    public var pauseAfterCompaction: Bool?

    /// When to trigger compaction. Defaults to 150000 input tokens.
    public var trigger: BetaInputTokensTrigger?

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        instructions: String? = nil,
        pauseAfterCompaction: Bool? = nil,
        trigger: BetaInputTokensTrigger? = nil
    ) {
        self.instructions = instructions
        self.pauseAfterCompaction = pauseAfterCompaction
        self.trigger = trigger
        self.type = "compact_20260112"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.pauseAfterCompaction = try container.decodeIfPresent(Bool.self, forKey: "pause_after_compaction")
        self.trigger = try container.decodeIfPresent(BetaInputTokensTrigger.self, forKey: "trigger")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "compact_20260112")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.pauseAfterCompaction, forKey: "pause_after_compaction")
        try container.encodeIfPresent(self.trigger, forKey: "trigger")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaCompact20260112 {
    public static var instructions: Self { Self("instructions") }
    public static var trigger: Self { Self("trigger") }
}
