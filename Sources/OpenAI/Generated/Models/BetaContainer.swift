// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaContainerAutoParam`
public struct BetaContainerAutoParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Automatically creates a container for this request
    public var type: String

    /// An optional list of uploaded files to make available to your code.
    public var fileIDs: [String]?

    public var memoryLimit: BetaContainerMemoryLimit?

    /// Network access policy for the container.
    public var networkPolicy: BetaContainerAutoParam.NetworkPolicy?

    /// An optional list of skills referenced by id or inline data.
    public var skills: [BetaContainerAutoParam.Skill]?

    public init(
        fileIDs: [String]? = nil,
        memoryLimit: BetaContainerMemoryLimit? = nil,
        networkPolicy: BetaContainerAutoParam.NetworkPolicy? = nil,
        skills: [BetaContainerAutoParam.Skill]? = nil
    ) {
        self.type = "container_auto"
        self.fileIDs = fileIDs
        self.memoryLimit = memoryLimit
        self.networkPolicy = networkPolicy
        self.skills = skills
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Network access policy for the container.
    public enum NetworkPolicy: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `disabled`
        case disabled(BetaContainerNetworkPolicyDisabledParam)
        /// - `type`: `allowlist`
        case allowlist(BetaContainerNetworkPolicyAllowlistParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "disabled": self = .disabled(try BetaContainerNetworkPolicyDisabledParam(from: decoder)); return
                case "allowlist": self = .allowlist(try BetaContainerNetworkPolicyAllowlistParam(from: decoder)); return
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

    public enum Skill: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `skill_reference`
        case skillReference(BetaSkillReferenceParam)
        /// - `type`: `inline`
        case inline(BetaInlineSkillParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "skill_reference": self = .skillReference(try BetaSkillReferenceParam(from: decoder)); return
                case "inline": self = .inline(try BetaInlineSkillParam(from: decoder)); return
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

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case fileIDs = "file_ids"
        case memoryLimit = "memory_limit"
        case networkPolicy = "network_policy"
        case skills
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "container_auto")
        self.fileIDs = try container.decodeIfPresent([String].self, forKey: .fileIDs)
        self.memoryLimit = try container.decodeIfPresent(BetaContainerMemoryLimit.self, forKey: .memoryLimit)
        self.networkPolicy = try container.decodeIfPresent(BetaContainerAutoParam.NetworkPolicy.self, forKey: .networkPolicy)
        self.skills = try container.decodeIfPresent([BetaContainerAutoParam.Skill].self, forKey: .skills)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.fileIDs, forKey: .fileIDs)
        try container.encodeIfPresent(self.memoryLimit, forKey: .memoryLimit)
        try container.encodeIfPresent(self.networkPolicy, forKey: .networkPolicy)
        try container.encodeIfPresent(self.skills, forKey: .skills)
    }
}

/// A citation for a container file used to generate a model response.
///
/// - Schema: `#/components/schemas/BetaContainerFileCitationBody`
public struct BetaContainerFileCitationBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the container file citation. Always `container_file_citation`.
    public var type: String

    /// The ID of the container file.
    public var containerID: String

    /// The ID of the file.
    public var fileID: String

    /// The index of the first character of the container file citation in the message.
    public var startIndex: Int

    /// The index of the last character of the container file citation in the message.
    public var endIndex: Int

    /// The filename of the container file cited.
    public var filename: String

    public init(
        containerID: String,
        fileID: String,
        startIndex: Int,
        endIndex: Int,
        filename: String
    ) {
        self.type = "container_file_citation"
        self.containerID = containerID
        self.fileID = fileID
        self.startIndex = startIndex
        self.endIndex = endIndex
        self.filename = filename
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            containerID: .emptyValue,
            fileID: .emptyValue,
            startIndex: .emptyValue,
            endIndex: .emptyValue,
            filename: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case containerID = "container_id"
        case fileID = "file_id"
        case startIndex = "start_index"
        case endIndex = "end_index"
        case filename
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "container_file_citation")
        self.containerID = try container.decodeRequired(String.self, forKey: .containerID, in: decoder)
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.startIndex = try container.decodeRequired(Int.self, forKey: .startIndex, in: decoder)
        self.endIndex = try container.decodeRequired(Int.self, forKey: .endIndex, in: decoder)
        self.filename = try container.decodeRequired(String.self, forKey: .filename, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.containerID, forKey: .containerID)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.startIndex, forKey: .startIndex)
        try container.encode(self.endIndex, forKey: .endIndex)
        try container.encode(self.filename, forKey: .filename)
    }
}

/// - Schema: `#/components/schemas/BetaContainerFileCitationParam`
public struct BetaContainerFileCitationParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The citation type. Always `container_file_citation`.
    public var type: String

    /// The index of the first character of the citation in the message.
    public var startIndex: Int

    /// The index of the last character of the citation in the message.
    public var endIndex: Int

    /// The ID of the container.
    public var containerID: String

    /// The ID of the container file.
    public var fileID: String

    /// The filename of the container file cited.
    public var filename: String

    public init(
        startIndex: Int,
        endIndex: Int,
        containerID: String,
        fileID: String,
        filename: String
    ) {
        self.type = "container_file_citation"
        self.startIndex = startIndex
        self.endIndex = endIndex
        self.containerID = containerID
        self.fileID = fileID
        self.filename = filename
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            startIndex: .emptyValue,
            endIndex: .emptyValue,
            containerID: .emptyValue,
            fileID: .emptyValue,
            filename: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case startIndex = "start_index"
        case endIndex = "end_index"
        case containerID = "container_id"
        case fileID = "file_id"
        case filename
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "container_file_citation")
        self.startIndex = try container.decodeRequired(Int.self, forKey: .startIndex, in: decoder)
        self.endIndex = try container.decodeRequired(Int.self, forKey: .endIndex, in: decoder)
        self.containerID = try container.decodeRequired(String.self, forKey: .containerID, in: decoder)
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.filename = try container.decodeRequired(String.self, forKey: .filename, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.startIndex, forKey: .startIndex)
        try container.encode(self.endIndex, forKey: .endIndex)
        try container.encode(self.containerID, forKey: .containerID)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.filename, forKey: .filename)
    }
}

/// - Schema: `#/components/schemas/BetaContainerMemoryLimit`
public enum BetaContainerMemoryLimit: OpenEnum, EmptyDecodable {
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

/// - Schema: `#/components/schemas/BetaContainerNetworkPolicyAllowlistParam`
public struct BetaContainerNetworkPolicyAllowlistParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allow outbound network access only to specified domains. Always `allowlist`.
    public var type: String

    /// A list of allowed domains when type is `allowlist`.
    public var allowedDomains: [String]

    /// Optional domain-scoped secrets for allowlisted domains.
    public var domainSecrets: [BetaContainerNetworkPolicyDomainSecretParam]?

    public init(
        allowedDomains: [String],
        domainSecrets: [BetaContainerNetworkPolicyDomainSecretParam]? = nil
    ) {
        self.type = "allowlist"
        self.allowedDomains = allowedDomains
        self.domainSecrets = domainSecrets
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            allowedDomains: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case allowedDomains = "allowed_domains"
        case domainSecrets = "domain_secrets"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "allowlist")
        self.allowedDomains = try container.decodeRequired([String].self, forKey: .allowedDomains, in: decoder)
        self.domainSecrets = try container.decodeIfPresent([BetaContainerNetworkPolicyDomainSecretParam].self, forKey: .domainSecrets)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.allowedDomains, forKey: .allowedDomains)
        try container.encodeIfPresent(self.domainSecrets, forKey: .domainSecrets)
    }
}

/// - Schema: `#/components/schemas/BetaContainerNetworkPolicyDisabledParam`
public struct BetaContainerNetworkPolicyDisabledParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Disable outbound network access. Always `disabled`.
    public var type: String

    public init() {
        self.type = "disabled"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "disabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// - Schema: `#/components/schemas/BetaContainerNetworkPolicyDomainSecretParam`
public struct BetaContainerNetworkPolicyDomainSecretParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The domain associated with the secret.
    public var domain: String

    /// The name of the secret to inject for the domain.
    public var name: String

    /// The secret value to inject for the domain.
    public var value: String

    public init(
        domain: String,
        name: String,
        value: String
    ) {
        self.domain = domain
        self.name = name
        self.value = value
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            domain: .emptyValue,
            name: .emptyValue,
            value: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case domain
        case name
        case value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.domain = try container.decodeRequired(String.self, forKey: .domain, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.value = try container.decodeRequired(String.self, forKey: .value, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.domain, forKey: .domain)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.value, forKey: .value)
    }
}

/// - Schema: `#/components/schemas/BetaContainerReferenceParam`
public struct BetaContainerReferenceParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// References a container created with the /v1/containers endpoint
    public var type: String

    /// The ID of the referenced container.
    public var containerID: String

    public init(
        containerID: String
    ) {
        self.type = "container_reference"
        self.containerID = containerID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            containerID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case containerID = "container_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "container_reference")
        self.containerID = try container.decodeRequired(String.self, forKey: .containerID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.containerID, forKey: .containerID)
    }
}

/// Represents a container created with /v1/containers.
///
/// - Schema: `#/components/schemas/BetaContainerReferenceResource`
public struct BetaContainerReferenceResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The environment type. Always `container_reference`.
    public var type: String

    public var containerID: String

    public init(
        containerID: String
    ) {
        self.type = "container_reference"
        self.containerID = containerID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            containerID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case containerID = "container_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "container_reference")
        self.containerID = try container.decodeRequired(String.self, forKey: .containerID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.containerID, forKey: .containerID)
    }
}
