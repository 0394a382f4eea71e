// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A tool defined by value, as a `compaction` block's `tool_changes` entry
/// reports it: `definition` is the tool's definition as it was sent, in the
/// form of a `tools` entry, without `cache_control`. Send it back unchanged
/// with the block.
///
/// - Schema: `#/components/schemas/BetaToolChangeToolDefinition`
public nonisolated struct BetaToolChangeToolDefinition: Codable, Equatable, Sendable, EmptyDecodable {
    public var definition: BetaResponseToolUnion

    public var type: String

    public init(
        definition: BetaResponseToolUnion
    ) {
        self.definition = definition
        self.type = "tool_definition"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            definition: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.definition = try container.decodeRequired(BetaResponseToolUnion.self, forKey: "definition", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_definition")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.definition, forKey: "definition")
        try container.encode(self.type, forKey: "type")
    }
}
