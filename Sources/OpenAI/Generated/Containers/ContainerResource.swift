// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The container object
///
/// - Schema: `#/components/schemas/ContainerResource`
public nonisolated struct ContainerResource: Codable, Equatable, Sendable, EmptyDecodable {
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
    public nonisolated struct ExpiresAfter: Codable, Equatable, Sendable, EmptyDecodable {
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

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.anchor = try container.decodeIfPresent(String.self, forKey: "anchor")
            self.minutes = try container.decodeIfPresent(Int.self, forKey: "minutes")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.anchor, forKey: "anchor")
            try container.encodeIfPresent(self.minutes, forKey: "minutes")
        }
    }

    /// The memory limit configured for the container.
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
    public nonisolated struct NetworkPolicy: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
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
        public nonisolated enum Kind: OpenEnum, EmptyDecodable {
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

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(ContainerResource.NetworkPolicy.Kind.self, forKey: "type", in: decoder)
            self.allowedDomains = try container.decodeIfPresent([String].self, forKey: "allowed_domains")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.type, forKey: "type")
            try container.encodeIfPresent(self.allowedDomains, forKey: "allowed_domains")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.status = try container.decodeRequired(String.self, forKey: "status", in: decoder)
        self.lastActiveAt = try container.decodeIfPresent(Int.self, forKey: "last_active_at")
        self.expiresAfter = try container.decodeIfPresent(ContainerResource.ExpiresAfter.self, forKey: "expires_after")
        self.memoryLimit = try container.decodeIfPresent(ContainerResource.MemoryLimit.self, forKey: "memory_limit")
        self.networkPolicy = try container.decodeIfPresent(ContainerResource.NetworkPolicy.self, forKey: "network_policy")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.status, forKey: "status")
        try container.encodeIfPresent(self.lastActiveAt, forKey: "last_active_at")
        try container.encodeIfPresent(self.expiresAfter, forKey: "expires_after")
        try container.encodeIfPresent(self.memoryLimit, forKey: "memory_limit")
        try container.encodeIfPresent(self.networkPolicy, forKey: "network_policy")
    }
}
