// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Public API request to create a new environment (without org/account fields).
///
/// - Schema: `#/components/schemas/BetaPublicEnvironmentCreateRequest`
public nonisolated struct BetaPublicEnvironmentCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Environment configuration
    public var config: BetaCloudConfigParams?

    /// Optional description of the environment
    public var description: String?

    /// User-provided metadata key-value pairs
    public var metadata: [String: String]?

    /// Human-readable name for the environment
    public var name: String

    /// The visibility scope for this environment. 'organization' makes the environment
    /// visible to all accounts. 'account' restricts visibility to the owning account
    /// only. API organizations support only 'organization'; 'account' is rejected. If
    /// not specified, defaults based on organization type.
    public var scope: BetaPublicEnvironmentCreateRequest.Scope?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        config: BetaCloudConfigParams? = nil,
        description: String? = nil,
        metadata: [String: String]? = nil,
        scope: BetaPublicEnvironmentCreateRequest.Scope? = nil
    ) {
        self.config = config
        self.description = description
        self.metadata = metadata
        self.name = name
        self.scope = scope
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    /// The visibility scope for this environment. 'organization' makes the environment
    /// visible to all accounts. 'account' restricts visibility to the owning account
    /// only. API organizations support only 'organization'; 'account' is rejected. If
    /// not specified, defaults based on organization type.
    public nonisolated enum Scope: OpenEnum, EmptyDecodable {
        case organization
        case account
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "organization": self = .organization
            case "account": self = .account
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .organization: "organization"
            case .account: "account"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.config = try container.decodeIfPresent(BetaCloudConfigParams.self, forKey: "config")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.scope = try container.decodeIfPresent(BetaPublicEnvironmentCreateRequest.Scope.self, forKey: "scope")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.config, forKey: "config")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.scope, forKey: "scope")
    }
}

nonisolated extension NullableMember where Owner == BetaPublicEnvironmentCreateRequest {
    public static var config: Self { Self("config") }
    public static var description: Self { Self("description") }
    public static var scope: Self { Self("scope") }
}
