// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A tool that allows the model to execute shell commands.
///
/// - Schema: `#/components/schemas/FunctionShellToolParam`
public nonisolated struct FunctionShellToolParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the shell tool. Always `shell`.
    public var type: String

    public var environment: FunctionShellToolParam.Environment?

    public var allowedCallers: [CallableToolAllowedCaller]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        environment: FunctionShellToolParam.Environment? = nil,
        allowedCallers: [CallableToolAllowedCaller]? = nil
    ) {
        self.type = "shell"
        self.environment = environment
        self.allowedCallers = allowedCallers
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public nonisolated enum Environment: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `container_auto`
        case containerAuto(ContainerAutoParam)
        /// - `type`: `local`
        case local(LocalEnvironmentParam)
        /// - `type`: `container_reference`
        case containerReference(ContainerReferenceParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "container_auto": self = .containerAuto(try ContainerAutoParam(from: decoder)); return
                case "local": self = .local(try LocalEnvironmentParam(from: decoder)); return
                case "container_reference": self = .containerReference(try ContainerReferenceParam(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .containerAuto(let value): try value.encode(to: encoder)
            case .local(let value): try value.encode(to: encoder)
            case .containerReference(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "shell")
        self.environment = try container.decodeIfPresent(FunctionShellToolParam.Environment.self, forKey: "environment")
        self.allowedCallers = try container.decodeIfPresent([CallableToolAllowedCaller].self, forKey: "allowed_callers")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.environment, forKey: "environment")
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
    }
}

nonisolated extension NullableMember where Owner == FunctionShellToolParam {
    public static var environment: Self { Self("environment") }
    public static var allowedCallers: Self { Self("allowed_callers") }
}
