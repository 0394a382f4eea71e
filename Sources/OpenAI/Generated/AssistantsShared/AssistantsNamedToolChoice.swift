// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Specifies a tool the model should use. Use to force the model to call a specific tool.
///
/// - Schema: `#/components/schemas/AssistantsNamedToolChoice`
public nonisolated struct AssistantsNamedToolChoice: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The type of the tool. If type is `function`, the function name must be set
    public var type: AssistantsNamedToolChoice.Kind

    public var function: AssistantsNamedToolChoice.Function?

    public init(
        type: AssistantsNamedToolChoice.Kind,
        function: AssistantsNamedToolChoice.Function? = nil
    ) {
        self.type = type
        self.function = function
    }

    public init(stringLiteral value: String) {
        self.init(type: AssistantsNamedToolChoice.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// The type of the tool. If type is `function`, the function name must be set
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case function
        case codeInterpreter
        case fileSearch
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "function": self = .function
            case "code_interpreter": self = .codeInterpreter
            case "file_search": self = .fileSearch
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .function: "function"
            case .codeInterpreter: "code_interpreter"
            case .fileSearch: "file_search"
            case .unknown(let value): value
            }
        }
    }

    public nonisolated struct Function: Codable, Equatable, Sendable, EmptyDecodable {
        /// The name of the function to call.
        public var name: String

        public init(
            name: String
        ) {
            self.name = name
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
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.name, forKey: "name")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(AssistantsNamedToolChoice.Kind.self, forKey: "type", in: decoder)
        self.function = try container.decodeIfPresent(AssistantsNamedToolChoice.Function.self, forKey: "function")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.function, forKey: "function")
    }
}
