// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Configuration for a code interpreter container. Optionally specify the IDs of the files to run the code on.
///
/// - Schema: `#/components/schemas/CodeInterpreterContainerAuto`
public nonisolated struct CodeInterpreterContainerAuto: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Always `auto`.
    public var type: String

    /// An optional list of uploaded files to make available to your code.
    public var fileIDs: [String]?

    public var memoryLimit: ContainerMemoryLimit?

    /// Network access policy for the container.
    public var networkPolicy: CodeInterpreterContainerAuto.NetworkPolicy?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        fileIDs: [String]? = nil,
        memoryLimit: ContainerMemoryLimit? = nil,
        networkPolicy: CodeInterpreterContainerAuto.NetworkPolicy? = nil
    ) {
        self.type = "auto"
        self.fileIDs = fileIDs
        self.memoryLimit = memoryLimit
        self.networkPolicy = networkPolicy
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Network access policy for the container.
    public nonisolated enum NetworkPolicy: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `disabled`
        case disabled(ContainerNetworkPolicyDisabledParam)
        /// - `type`: `allowlist`
        case allowlist(ContainerNetworkPolicyAllowlistParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "disabled": self = .disabled(try ContainerNetworkPolicyDisabledParam(from: decoder)); return
                case "allowlist": self = .allowlist(try ContainerNetworkPolicyAllowlistParam(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .disabled(let value): try value.encode(to: encoder)
            case .allowlist(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "auto")
        self.fileIDs = try container.decodeIfPresent([String].self, forKey: "file_ids")
        self.memoryLimit = try container.decodeIfPresent(ContainerMemoryLimit.self, forKey: "memory_limit")
        self.networkPolicy = try container.decodeIfPresent(CodeInterpreterContainerAuto.NetworkPolicy.self, forKey: "network_policy")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.fileIDs, forKey: "file_ids")
        try container.encodeIfPresent(self.memoryLimit, forKey: "memory_limit")
        try container.encodeIfPresent(self.networkPolicy, forKey: "network_policy")
    }
}

nonisolated extension NullableMember where Owner == CodeInterpreterContainerAuto {
    public static var memoryLimit: Self { Self("memory_limit") }
}
