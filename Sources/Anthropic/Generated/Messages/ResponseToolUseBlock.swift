// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseToolUseBlock
///
/// - Schema: `#/components/schemas/ResponseToolUseBlock`
public nonisolated struct ResponseToolUseBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Caller
    public var caller: ResponseToolUseBlock.Caller

    /// Id
    public var id: String

    /// Input
    public var input: JSONValue

    /// Name
    public var name: String

    /// Type
    public var type: String

    /// For a toolset member tool_use, the toolset family.
    public var toolsetName: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        caller: ResponseToolUseBlock.Caller,
        id: String,
        input: JSONValue,
        name: String,
        toolsetName: String? = nil
    ) {
        self.caller = caller
        self.id = id
        self.input = input
        self.name = name
        self.type = "tool_use"
        self.toolsetName = toolsetName
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            caller: .emptyValue,
            id: .emptyValue,
            input: .emptyValue,
            name: .emptyValue
        )
    }

    /// Caller
    public nonisolated enum Caller: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `direct`
        case direct(DirectCaller)
        /// - `type`: `code_execution_20250825`
        case codeExecution_20250825(ServerToolCaller)
        /// - `type`: `code_execution_20260120`
        case codeExecution_20260120(ServerToolCaller_20260120)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "direct": self = .direct(try DirectCaller(from: decoder)); return
                case "code_execution_20250825": self = .codeExecution_20250825(try ServerToolCaller(from: decoder)); return
                case "code_execution_20260120": self = .codeExecution_20260120(try ServerToolCaller_20260120(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .direct(let value): try value.encode(to: encoder)
            case .codeExecution_20250825(let value): try value.encode(to: encoder)
            case .codeExecution_20260120(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.caller = try container.decodeRequired(ResponseToolUseBlock.Caller.self, forKey: "caller", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.input = try container.decodeRequired(JSONValue.self, forKey: "input", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_use")
        self.toolsetName = try container.decodeIfPresent(String.self, forKey: "toolset_name")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.caller, forKey: "caller")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.input, forKey: "input")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.toolsetName, forKey: "toolset_name")
    }
}

nonisolated extension NullableMember where Owner == ResponseToolUseBlock {
    public static var toolsetName: Self { Self("toolset_name") }
}
