// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A custom tool that processes input using a specified format.
///
/// - Schema: `#/components/schemas/CustomToolChatCompletions`
public nonisolated struct CustomToolChatCompletions: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the custom tool. Always `custom`.
    public var type: String

    /// Properties of the custom tool.
    public var custom: CustomToolChatCompletions.Custom

    public init(
        custom: CustomToolChatCompletions.Custom
    ) {
        self.type = "custom"
        self.custom = custom
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            custom: .emptyValue
        )
    }

    /// Properties of the custom tool.
    public nonisolated struct Custom: Codable, Equatable, Sendable, EmptyDecodable {
        /// The name of the custom tool, used to identify it in tool calls.
        public var name: String

        /// Optional description of the custom tool, used to provide more context.
        public var description: String?

        /// The input format for the custom tool. Default is unconstrained text.
        public var format: CustomToolChatCompletions.Custom.Format?

        public init(
            name: String,
            description: String? = nil,
            format: CustomToolChatCompletions.Custom.Format? = nil
        ) {
            self.name = name
            self.description = description
            self.format = format
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                name: .emptyValue
            )
        }

        /// The input format for the custom tool. Default is unconstrained text.
        public nonisolated enum Format: Codable, Equatable, Sendable, EmptyDecodable {
            /// Unconstrained free-form text.
            ///
            /// - `type`: `text`
            case text(CustomToolChatCompletions.Custom.Format.Text)
            /// A grammar defined by the user.
            ///
            /// - `type`: `grammar`
            case grammar(CustomToolChatCompletions.Custom.Format.Grammar)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            /// Unconstrained free-form text.
            public nonisolated struct Text: Codable, Equatable, Sendable, EmptyDecodable {
                /// Unconstrained text format. Always `text`.
                public var type: String

                public init() {
                    self.type = "text"
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self { Self() }

                // MARK: - Coding

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text")
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: AnyCodingKey.self)
                    try container.encode(self.type, forKey: "type")
                }
            }

            /// A grammar defined by the user.
            public nonisolated struct Grammar: Codable, Equatable, Sendable, EmptyDecodable {
                /// Grammar format. Always `grammar`.
                public var type: String

                /// Your chosen grammar.
                public var grammar: CustomToolChatCompletions.Custom.Format.Grammar.GrammarValue

                public init(
                    grammar: CustomToolChatCompletions.Custom.Format.Grammar.GrammarValue
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

                /// Your chosen grammar.
                public nonisolated struct GrammarValue: Codable, Equatable, Sendable, EmptyDecodable {
                    /// The grammar definition.
                    public var definition: String

                    /// The syntax of the grammar definition. One of `lark` or `regex`.
                    public var syntax: CustomToolChatCompletions.Custom.Format.Grammar.GrammarValue.Syntax

                    public init(
                        definition: String,
                        syntax: CustomToolChatCompletions.Custom.Format.Grammar.GrammarValue.Syntax
                    ) {
                        self.definition = definition
                        self.syntax = syntax
                    }

                    /// Every required member empty: stands in for a required object the API did not send.
                    public static var emptyValue: Self {
                        Self(
                            definition: .emptyValue,
                            syntax: .emptyValue
                        )
                    }

                    /// The syntax of the grammar definition. One of `lark` or `regex`.
                    public nonisolated enum Syntax: OpenEnum, EmptyDecodable {
                        case lark
                        case regex
                        /// A value this version of the spec does not list.
                        case unknown(String)

                        public init(rawValue: String) {
                            switch rawValue {
                            case "lark": self = .lark
                            case "regex": self = .regex
                            default: self = .unknown(rawValue)
                            }
                        }

                        public var rawValue: String {
                            switch self {
                            case .lark: "lark"
                            case .regex: "regex"
                            case .unknown(let value): value
                            }
                        }
                    }

                    // MARK: - Coding

                    public init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: AnyCodingKey.self)
                        self.definition = try container.decodeRequired(String.self, forKey: "definition", in: decoder)
                        self.syntax = try container.decodeRequired(CustomToolChatCompletions.Custom.Format.Grammar.GrammarValue.Syntax.self, forKey: "syntax", in: decoder)
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: AnyCodingKey.self)
                        try container.encode(self.definition, forKey: "definition")
                        try container.encode(self.syntax, forKey: "syntax")
                    }
                }

                // MARK: - Coding

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "grammar")
                    self.grammar = try container.decodeRequired(CustomToolChatCompletions.Custom.Format.Grammar.GrammarValue.self, forKey: "grammar", in: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: AnyCodingKey.self)
                    try container.encode(self.type, forKey: "type")
                    try container.encode(self.grammar, forKey: "grammar")
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "text": self = .text(try CustomToolChatCompletions.Custom.Format.Text(from: decoder)); return
                    case "grammar": self = .grammar(try CustomToolChatCompletions.Custom.Format.Grammar(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .text(let value): try value.encode(to: encoder)
                case .grammar(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
            self.description = try container.decodeIfPresent(String.self, forKey: "description")
            self.format = try container.decodeIfPresent(CustomToolChatCompletions.Custom.Format.self, forKey: "format")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.name, forKey: "name")
            try container.encodeIfPresent(self.description, forKey: "description")
            try container.encodeIfPresent(self.format, forKey: "format")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "custom")
        self.custom = try container.decodeRequired(CustomToolChatCompletions.Custom.self, forKey: "custom", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.custom, forKey: "custom")
    }
}
