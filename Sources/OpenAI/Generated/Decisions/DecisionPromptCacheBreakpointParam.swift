// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Marks the exact end of a reusable prompt prefix.
///
/// The breakpoint inherits its TTL from the request's `prompt_cache_options.ttl`; the boundary is not rounded to a token block.
///
/// - Schema: `#/components/schemas/DecisionPromptCacheBreakpointParam`
public nonisolated struct DecisionPromptCacheBreakpointParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The breakpoint mode. Always `explicit`.
    public var mode: String

    public init() {
        self.mode = "explicit"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.mode = try container.decodeRequired(String.self, forKey: "mode", in: decoder, standIn: "explicit")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.mode, forKey: "mode")
    }
}
