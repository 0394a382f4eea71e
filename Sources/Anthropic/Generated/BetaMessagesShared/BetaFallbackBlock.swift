// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Marks the point in `content` where one model's output gives way to the next.
///
/// One block appears per hop where a preceding model actually ran this turn and
/// declined. A turn where no preceding model ran and declined has no such
/// boundary and carries no block — the signal for whether a fallback model
/// served the response is the presence of a `fallback_message` entry in
/// `usage.iterations`, not this block.
///
/// The block is treated like a server-tool content block for streaming: it
/// arrives via the standard `content_block_start` / `content_block_stop`
/// pair and carries no deltas.
///
/// - Schema: `#/components/schemas/BetaFallbackBlock`
public nonisolated struct BetaFallbackBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// The model whose output ends at this point — the model that declined at this hop.
    ///
    /// When the declining hop is the requested model, its `model` echoes the top-level
    /// `model` string the caller sent (alias or canonical); when the declining hop is a
    /// fallback model, its `model` is that model's canonical id.
    public var from: BetaFallbackInfo

    /// The fallback model producing the content that follows this block.
    ///
    /// Its `model` is always the canonical id.
    public var to: BetaFallbackInfo

    /// What caused the `from` model to hand over at this hop.
    public var trigger: BetaFallbackRefusalTrigger

    public var type: String

    public init(
        from: BetaFallbackInfo,
        to: BetaFallbackInfo,
        trigger: BetaFallbackRefusalTrigger
    ) {
        self.from = from
        self.to = to
        self.trigger = trigger
        self.type = "fallback"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            from: .emptyValue,
            to: .emptyValue,
            trigger: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.from = try container.decodeRequired(BetaFallbackInfo.self, forKey: "from", in: decoder)
        self.to = try container.decodeRequired(BetaFallbackInfo.self, forKey: "to", in: decoder)
        self.trigger = try container.decodeRequired(BetaFallbackRefusalTrigger.self, forKey: "trigger", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "fallback")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.from, forKey: "from")
        try container.encode(self.to, forKey: "to")
        try container.encode(self.trigger, forKey: "trigger")
        try container.encode(self.type, forKey: "type")
    }
}
