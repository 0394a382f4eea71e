// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ContainerAutoParam`
public struct ContainerAutoParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Automatically creates a container for this request
    public var type: String

    /// An optional list of uploaded files to make available to your code.
    public var fileIDs: [String]?

    public var memoryLimit: ContainerMemoryLimit?

    /// Network access policy for the container.
    public var networkPolicy: ContainerAutoParam.NetworkPolicy?

    /// An optional list of skills referenced by id or inline data.
    public var skills: [ContainerAutoParam.Skill]?

    public init(
        fileIDs: [String]? = nil,
        memoryLimit: ContainerMemoryLimit? = nil,
        networkPolicy: ContainerAutoParam.NetworkPolicy? = nil,
        skills: [ContainerAutoParam.Skill]? = nil
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

    public enum Skill: Codable, Hashable, Sendable, EmptyDecodable {
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
        self.memoryLimit = try container.decodeIfPresent(ContainerMemoryLimit.self, forKey: .memoryLimit)
        self.networkPolicy = try container.decodeIfPresent(ContainerAutoParam.NetworkPolicy.self, forKey: .networkPolicy)
        self.skills = try container.decodeIfPresent([ContainerAutoParam.Skill].self, forKey: .skills)
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
/// - Schema: `#/components/schemas/ContainerFileCitationBody`
public struct ContainerFileCitationBody: Codable, Hashable, Sendable, EmptyDecodable {
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

/// - Schema: `#/components/schemas/ContainerFileCitationParam`
public struct ContainerFileCitationParam: Codable, Hashable, Sendable, EmptyDecodable {
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

/// - Schema: `#/components/schemas/ContainerFileListResource`
public struct ContainerFileListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of object returned, must be 'list'.
    public var object: String

    /// A list of container files.
    public var data: [ContainerFileResource]

    /// The ID of the first file in the list.
    public var firstID: String

    /// The ID of the last file in the list.
    public var lastID: String

    /// Whether there are more files available.
    public var hasMore: Bool

    public init(
        data: [ContainerFileResource],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([ContainerFileResource].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// The container file object
///
/// - Schema: `#/components/schemas/ContainerFileResource`
public struct ContainerFileResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Unique identifier for the file.
    public var id: String

    /// The type of this object (`container.file`).
    public var object: String

    /// The container this file belongs to.
    public var containerID: String

    /// Unix timestamp (in seconds) when the file was created.
    public var createdAt: Int

    /// Size of the file in bytes.
    public var bytes: Int

    /// Path of the file in the container.
    public var path: String

    /// Source of the file (e.g., `user`, `assistant`).
    public var source: String

    public init(
        id: String,
        object: String,
        containerID: String,
        createdAt: Int,
        bytes: Int,
        path: String,
        source: String
    ) {
        self.id = id
        self.object = object
        self.containerID = containerID
        self.createdAt = createdAt
        self.bytes = bytes
        self.path = path
        self.source = source
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            object: .emptyValue,
            containerID: .emptyValue,
            createdAt: .emptyValue,
            bytes: .emptyValue,
            path: .emptyValue,
            source: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case containerID = "container_id"
        case createdAt = "created_at"
        case bytes
        case path
        case source
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.containerID = try container.decodeRequired(String.self, forKey: .containerID, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.bytes = try container.decodeRequired(Int.self, forKey: .bytes, in: decoder)
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
        self.source = try container.decodeRequired(String.self, forKey: .source, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.containerID, forKey: .containerID)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.bytes, forKey: .bytes)
        try container.encode(self.path, forKey: .path)
        try container.encode(self.source, forKey: .source)
    }
}

/// - Schema: `#/components/schemas/ContainerListResource`
public struct ContainerListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of object returned, must be 'list'.
    public var object: String

    /// A list of containers.
    public var data: [ContainerResource]

    /// The ID of the first container in the list.
    public var firstID: String

    /// The ID of the last container in the list.
    public var lastID: String

    /// Whether there are more containers available.
    public var hasMore: Bool

    public init(
        data: [ContainerResource],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([ContainerResource].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ContainerMemoryLimit`
public enum ContainerMemoryLimit: OpenEnum, EmptyDecodable {
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

/// - Schema: `#/components/schemas/ContainerNetworkPolicyAllowlistParam`
public struct ContainerNetworkPolicyAllowlistParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allow outbound network access only to specified domains. Always `allowlist`.
    public var type: String

    /// A list of allowed domains when type is `allowlist`.
    public var allowedDomains: [String]

    /// Optional domain-scoped secrets for allowlisted domains.
    public var domainSecrets: [ContainerNetworkPolicyDomainSecretParam]?

    public init(
        allowedDomains: [String],
        domainSecrets: [ContainerNetworkPolicyDomainSecretParam]? = nil
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
        self.domainSecrets = try container.decodeIfPresent([ContainerNetworkPolicyDomainSecretParam].self, forKey: .domainSecrets)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.allowedDomains, forKey: .allowedDomains)
        try container.encodeIfPresent(self.domainSecrets, forKey: .domainSecrets)
    }
}

/// - Schema: `#/components/schemas/ContainerNetworkPolicyDisabledParam`
public struct ContainerNetworkPolicyDisabledParam: Codable, Hashable, Sendable, EmptyDecodable {
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

/// - Schema: `#/components/schemas/ContainerNetworkPolicyDomainSecretParam`
public struct ContainerNetworkPolicyDomainSecretParam: Codable, Hashable, Sendable, EmptyDecodable {
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

/// - Schema: `#/components/schemas/ContainerReferenceParam`
public struct ContainerReferenceParam: Codable, Hashable, Sendable, EmptyDecodable {
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
/// - Schema: `#/components/schemas/ContainerReferenceResource`
public struct ContainerReferenceResource: Codable, Hashable, Sendable, EmptyDecodable {
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

/// The container object
///
/// - Schema: `#/components/schemas/ContainerResource`
public struct ContainerResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Unique identifier for the container.
    public var id: String

    /// The type of this object.
    public var object: String

    /// Name of the container.
    public var name: String

    /// Unix timestamp (in seconds) when the container was created.
    public var createdAt: Int

    /// Status of the container (e.g., active, deleted).
    public var status: String

    /// Unix timestamp (in seconds) when the container was last active.
    public var lastActiveAt: Int?

    /// The container will expire after this time period.
    /// The anchor is the reference point for the expiration.
    /// The minutes is the number of minutes after the anchor before the container expires.
    public var expiresAfter: ContainerResource.ExpiresAfter?

    /// The memory limit configured for the container.
    public var memoryLimit: ContainerResource.MemoryLimit?

    /// Network access policy for the container.
    public var networkPolicy: ContainerResource.NetworkPolicy?

    public init(
        id: String,
        object: String,
        name: String,
        createdAt: Int,
        status: String,
        lastActiveAt: Int? = nil,
        expiresAfter: ContainerResource.ExpiresAfter? = nil,
        memoryLimit: ContainerResource.MemoryLimit? = nil,
        networkPolicy: ContainerResource.NetworkPolicy? = nil
    ) {
        self.id = id
        self.object = object
        self.name = name
        self.createdAt = createdAt
        self.status = status
        self.lastActiveAt = lastActiveAt
        self.expiresAfter = expiresAfter
        self.memoryLimit = memoryLimit
        self.networkPolicy = networkPolicy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            object: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue,
            status: .emptyValue
        )
    }

    /// The container will expire after this time period.
    /// The anchor is the reference point for the expiration.
    /// The minutes is the number of minutes after the anchor before the container expires.
    public struct ExpiresAfter: Codable, Hashable, Sendable, EmptyDecodable {
        /// The reference point for the expiration.
        public var anchor: String?

        /// The number of minutes after the anchor before the container expires.
        public var minutes: Int?

        public init(
            anchor: String? = nil,
            minutes: Int? = nil
        ) {
            self.anchor = anchor
            self.minutes = minutes
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case anchor
            case minutes
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.anchor = try container.decodeIfPresent(String.self, forKey: .anchor)
            self.minutes = try container.decodeIfPresent(Int.self, forKey: .minutes)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.anchor, forKey: .anchor)
            try container.encodeIfPresent(self.minutes, forKey: .minutes)
        }
    }

    /// The memory limit configured for the container.
    public enum MemoryLimit: OpenEnum, EmptyDecodable {
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
    public struct NetworkPolicy: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// The network policy mode.
        public var type: ContainerResource.NetworkPolicy.Kind

        /// Allowed outbound domains when `type` is `allowlist`.
        public var allowedDomains: [String]?

        public init(
            type: ContainerResource.NetworkPolicy.Kind,
            allowedDomains: [String]? = nil
        ) {
            self.type = type
            self.allowedDomains = allowedDomains
        }

        public init(stringLiteral value: String) {
            self.init(type: ContainerResource.NetworkPolicy.Kind(stringLiteral: value))
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                type: .emptyValue
            )
        }

        /// The network policy mode.
        public enum Kind: OpenEnum, EmptyDecodable {
            case allowlist
            case disabled
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "allowlist": self = .allowlist
                case "disabled": self = .disabled
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .allowlist: "allowlist"
                case .disabled: "disabled"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case type
            case allowedDomains = "allowed_domains"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeRequired(ContainerResource.NetworkPolicy.Kind.self, forKey: .type, in: decoder)
            self.allowedDomains = try container.decodeIfPresent([String].self, forKey: .allowedDomains)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.type, forKey: .type)
            try container.encodeIfPresent(self.allowedDomains, forKey: .allowedDomains)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case name
        case createdAt = "created_at"
        case status
        case lastActiveAt = "last_active_at"
        case expiresAfter = "expires_after"
        case memoryLimit = "memory_limit"
        case networkPolicy = "network_policy"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.status = try container.decodeRequired(String.self, forKey: .status, in: decoder)
        self.lastActiveAt = try container.decodeIfPresent(Int.self, forKey: .lastActiveAt)
        self.expiresAfter = try container.decodeIfPresent(ContainerResource.ExpiresAfter.self, forKey: .expiresAfter)
        self.memoryLimit = try container.decodeIfPresent(ContainerResource.MemoryLimit.self, forKey: .memoryLimit)
        self.networkPolicy = try container.decodeIfPresent(ContainerResource.NetworkPolicy.self, forKey: .networkPolicy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.status, forKey: .status)
        try container.encodeIfPresent(self.lastActiveAt, forKey: .lastActiveAt)
        try container.encodeIfPresent(self.expiresAfter, forKey: .expiresAfter)
        try container.encodeIfPresent(self.memoryLimit, forKey: .memoryLimit)
        try container.encodeIfPresent(self.networkPolicy, forKey: .networkPolicy)
    }
}
