// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/APIKey`
public nonisolated struct APIKey: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// RFC 3339 datetime string indicating when the API Key was created.
    public var createdAt: String

    /// The ID and type of the actor that created the API key, or `null` when the
    /// creator is not recorded (legacy, workload-identity-federated, or system-created
    /// keys).
    public var createdBy: APIKeyCreatedBy?

    /// RFC 3339 datetime string indicating when the API Key expires, or `null` if it
    /// never expires.
    public var expiresAt: String?

    /// ID of the API key.
    public var id: String

    /// Name of the API key.
    public var name: String

    /// Partially redacted hint for the API key.
    public var partialKeyHint: String?

    /// The principal the API key acts as (a User or a Service Account), or `null` if
    /// the API key is not bound to a principal.
    public var principal: ApiKeyPrincipal?

    /// Where the API key belongs: its Workspace
    /// (`{"type": "workspace", "workspace_id": "wrkspc_..."}`, with the Workspace's
    /// real ID even when it is the organization's default Workspace), or the
    /// organization (`{"type": "organization"}`) for a principal-bound API key that has
    /// no Workspace.
    public var scope: ApiKeyScope

    /// Status of the API key.
    public var status: APIKey.Status

    /// Object type.
    ///
    /// For API Keys, this is always `"api_key"`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        id: String,
        name: String,
        scope: ApiKeyScope,
        status: APIKey.Status,
        createdBy: APIKeyCreatedBy? = nil,
        expiresAt: String? = nil,
        partialKeyHint: String? = nil,
        principal: ApiKeyPrincipal? = nil
    ) {
        self.createdAt = createdAt
        self.createdBy = createdBy
        self.expiresAt = expiresAt
        self.id = id
        self.name = name
        self.partialKeyHint = partialKeyHint
        self.principal = principal
        self.scope = scope
        self.status = status
        self.type = "api_key"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            scope: .emptyValue,
            status: .emptyValue
        )
    }

    /// Status of the API key.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case active
        case archived
        case expired
        case inactive
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "active": self = .active
            case "archived": self = .archived
            case "expired": self = .expired
            case "inactive": self = .inactive
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .active: "active"
            case .archived: "archived"
            case .expired: "expired"
            case .inactive: "inactive"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.createdBy = try container.decodeIfPresent(APIKeyCreatedBy.self, forKey: "created_by")
        self.expiresAt = try container.decodeIfPresent(String.self, forKey: "expires_at")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.partialKeyHint = try container.decodeIfPresent(String.self, forKey: "partial_key_hint")
        self.principal = try container.decodeIfPresent(ApiKeyPrincipal.self, forKey: "principal")
        self.scope = try container.decodeRequired(ApiKeyScope.self, forKey: "scope", in: decoder)
        self.status = try container.decodeRequired(APIKey.Status.self, forKey: "status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "api_key")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.createdBy, forKey: "created_by")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.partialKeyHint, forKey: "partial_key_hint")
        try container.encodeIfPresent(self.principal, forKey: "principal")
        try container.encode(self.scope, forKey: "scope")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == APIKey {
    public static var createdBy: Self { Self("created_by") }
    public static var expiresAt: Self { Self("expires_at") }
    public static var partialKeyHint: Self { Self("partial_key_hint") }
    public static var principal: Self { Self("principal") }
}
