// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A tool that runs Python code to help generate a response to a prompt.
///
/// - Schema: `#/components/schemas/CodeInterpreterTool`
public nonisolated struct CodeInterpreterTool: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// The type of the code interpreter tool. Always `code_interpreter`.
    public var type: String

    /// The code interpreter container. Can be a container ID or an object that
    /// specifies uploaded file IDs to make available to your code, along with an
    /// optional `memory_limit` setting.
    public var container: CodeInterpreterTool.Container

    public var allowedCallers: [CallableToolAllowedCaller]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        container: CodeInterpreterTool.Container,
        allowedCallers: [CallableToolAllowedCaller]? = nil
    ) {
        self.type = "code_interpreter"
        self.container = container
        self.allowedCallers = allowedCallers
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(container: CodeInterpreterTool.Container(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            container: .emptyValue
        )
    }

    /// The code interpreter container. Can be a container ID or an object that
    /// specifies uploaded file IDs to make available to your code, along with an
    /// optional `memory_limit` setting.
    public nonisolated enum Container: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// The container ID.
        case string(String)
        case autoCodeInterpreterToolParam(CodeInterpreterContainerAuto)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .autoCodeInterpreterToolParam(try CodeInterpreterContainerAuto(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .autoCodeInterpreterToolParam(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "code_interpreter")
        self.container = try container.decodeRequired(CodeInterpreterTool.Container.self, forKey: "container", in: decoder)
        self.allowedCallers = try container.decodeIfPresent([CallableToolAllowedCaller].self, forKey: "allowed_callers")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.container, forKey: "container")
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
    }
}

nonisolated extension NullableMember where Owner == CodeInterpreterTool {
    public static var allowedCallers: Self { Self("allowed_callers") }
}
