// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Compact the whole conversation and return a signed `compaction` block,
/// alone, that a later request sends back first in `messages`, in place of
/// the messages it summarizes. There is no trigger and no pause flag: sending
/// the parameter compacts, and nothing is sampled after the block.
///
/// The summarization prompt is the server's own unless `instructions` are
/// given, which then replace it for this request; a value that is empty or
/// only whitespace counts as absent.
///
/// - Schema: `#/components/schemas/BetaCompactionConfigParam`
public nonisolated struct BetaCompactionConfigParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Replaces the server's default summarization prompt for this request.
    ///
    /// An empty or whitespace-only value counts as absent.
    public var instructions: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        instructions: String? = nil
    ) {
        self.instructions = instructions
        self.type = "summarize"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "summarize")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaCompactionConfigParam {
    public static var instructions: Self { Self("instructions") }
}
