// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A grammar defined by the user.
///
/// - Schema: `#/components/schemas/CustomGrammarFormatParam`
public nonisolated struct CustomGrammarFormatParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Grammar format. Always `grammar`.
    public var type: String

    /// The syntax of the grammar definition. One of `lark` or `regex`.
    public var syntax: GrammarSyntax

    /// The grammar definition.
    public var definition: String

    public init(
        syntax: GrammarSyntax,
        definition: String
    ) {
        self.type = "grammar"
        self.syntax = syntax
        self.definition = definition
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            syntax: .emptyValue,
            definition: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "grammar")
        self.syntax = try container.decodeRequired(GrammarSyntax.self, forKey: "syntax", in: decoder)
        self.definition = try container.decodeRequired(String.self, forKey: "definition", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.syntax, forKey: "syntax")
        try container.encode(self.definition, forKey: "definition")
    }
}
