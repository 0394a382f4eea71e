// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Controls for block binding: what happens when a thinking block this
/// request sends back fails the conversation check. Every field is optional;
/// an empty object means every default.
///
/// - Schema: `#/components/schemas/BetaThinkingBlockBindingParam`
public nonisolated struct BetaThinkingBlockBindingParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// "error" (default) | "drop_block".
    ///
    /// What happens when a thinking block in `messages` fails the conversation check
    /// (it was created in a different conversation, or the messages before it have
    /// changed since). "error" fails the request with a 400 error. "drop_block" removes
    /// the failing blocks and the request proceeds; each removal is reported in
    /// `input_transformations`.
    public var prefixMismatchBehavior: BetaThinkingPrefixMismatchBehavior?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        prefixMismatchBehavior: BetaThinkingPrefixMismatchBehavior? = nil
    ) {
        self.prefixMismatchBehavior = prefixMismatchBehavior
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.prefixMismatchBehavior = try container.decodeIfPresent(BetaThinkingPrefixMismatchBehavior.self, forKey: "prefix_mismatch_behavior")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.prefixMismatchBehavior, forKey: "prefix_mismatch_behavior")
    }
}

nonisolated extension NullableMember where Owner == BetaThinkingBlockBindingParam {
    public static var prefixMismatchBehavior: Self { Self("prefix_mismatch_behavior") }
}
