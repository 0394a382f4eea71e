// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A custom grammar for the model to follow when generating text.
/// Learn more in the [custom grammars guide](https://platform.openai.com/docs/guides/custom-grammars).
///
/// - Schema: `#/components/schemas/ResponseFormatTextGrammar`
public nonisolated struct ResponseFormatTextGrammar: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of response format being defined. Always `grammar`.
    public var type: String

    /// The custom grammar for the model to follow.
    public var grammar: String

    public init(
        grammar: String
    ) {
        self.type = "grammar"
        self.grammar = grammar
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            grammar: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "grammar")
        self.grammar = try container.decodeRequired(String.self, forKey: "grammar", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.grammar, forKey: "grammar")
    }
}
