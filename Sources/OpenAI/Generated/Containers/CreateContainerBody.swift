// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateContainerBody`
public nonisolated struct CreateContainerBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// Name of the container to create.
    public var name: String

    /// IDs of files to copy to the container.
    public var fileIDs: [String]?

    /// Container expiration time in seconds relative to the 'anchor' time.
    public var expiresAfter: CreateContainerBody.ExpiresAfter?

    /// An optional list of skills referenced by id or inline data.
    public var skills: [CreateContainerBody.Skill]?

    /// Optional memory limit for the container. Defaults to "1g".
    public var memoryLimit: CreateContainerBody.MemoryLimit?

    /// Network access policy for the container.
    public var networkPolicy: CreateContainerBody.NetworkPolicy?

    public init(
        name: String,
        fileIDs: [String]? = nil,
        expiresAfter: CreateContainerBody.ExpiresAfter? = nil,
        skills: [CreateContainerBody.Skill]? = nil,
        memoryLimit: CreateContainerBody.MemoryLimit? = nil,
        networkPolicy: CreateContainerBody.NetworkPolicy? = nil
    ) {
        self.name = name
        self.fileIDs = fileIDs
        self.expiresAfter = expiresAfter
        self.skills = skills
        self.memoryLimit = memoryLimit
        self.networkPolicy = networkPolicy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    /// Container expiration time in seconds relative to the 'anchor' time.
    public nonisolated struct ExpiresAfter: Codable, Equatable, Sendable, EmptyDecodable {
        /// Time anchor for the expiration time. Currently only 'last_active_at' is supported.
        public var anchor: String

        public var minutes: Int

        public init(
            minutes: Int
        ) {
            self.anchor = "last_active_at"
            self.minutes = minutes
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                minutes: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.anchor = try container.decodeRequired(String.self, forKey: "anchor", in: decoder, standIn: "last_active_at")
            self.minutes = try container.decodeRequired(Int.self, forKey: "minutes", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.anchor, forKey: "anchor")
            try container.encode(self.minutes, forKey: "minutes")
        }
    }

    public nonisolated enum Skill: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `skill_reference`
        case skillReference(SkillReferenceParam)
        /// - `type`: `inline`
        case inline(InlineSkillParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "skill_reference": self = .skillReference(try SkillReferenceParam(from: decoder)); return
                case "inline": self = .inline(try InlineSkillParam(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .skillReference(let value): try value.encode(to: encoder)
            case .inline(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Optional memory limit for the container. Defaults to "1g".
    public nonisolated enum MemoryLimit: OpenEnum, EmptyDecodable {
        case limit1g
        case limit4g
        case limit16g
        case limit64g
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "1g": self = .limit1g
            case "4g": self = .limit4g
            case "16g": self = .limit16g
            case "64g": self = .limit64g
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .limit1g: "1g"
            case .limit4g: "4g"
            case .limit16g: "16g"
            case .limit64g: "64g"
            case .unknown(let value): value
            }
        }
    }

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
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.fileIDs = try container.decodeIfPresent([String].self, forKey: "file_ids")
        self.expiresAfter = try container.decodeIfPresent(CreateContainerBody.ExpiresAfter.self, forKey: "expires_after")
        self.skills = try container.decodeIfPresent([CreateContainerBody.Skill].self, forKey: "skills")
        self.memoryLimit = try container.decodeIfPresent(CreateContainerBody.MemoryLimit.self, forKey: "memory_limit")
        self.networkPolicy = try container.decodeIfPresent(CreateContainerBody.NetworkPolicy.self, forKey: "network_policy")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.fileIDs, forKey: "file_ids")
        try container.encodeIfPresent(self.expiresAfter, forKey: "expires_after")
        try container.encodeIfPresent(self.skills, forKey: "skills")
        try container.encodeIfPresent(self.memoryLimit, forKey: "memory_limit")
        try container.encodeIfPresent(self.networkPolicy, forKey: "network_policy")
    }
}
