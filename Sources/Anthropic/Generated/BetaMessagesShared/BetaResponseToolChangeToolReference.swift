// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reference to a single tool, by the name the model uses to call it, as
/// a ``compaction`` block's ``tool_changes`` entry reports it: a tool
/// declared in ``tools`` or defined by an earlier ``tool_addition`` block.
/// Send it back unchanged with the block.
///
/// - Schema: `#/components/schemas/BetaResponseToolChangeToolReference`
public nonisolated struct BetaResponseToolChangeToolReference: Codable, Equatable, Sendable, EmptyDecodable {
    public var name: String

    public var type: String

    public init(
        name: String
    ) {
        self.name = name
        self.type = "tool_reference"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_reference")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
    }
}
