// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Public API request to update an environment (without org/account fields).
///
/// - Schema: `#/components/schemas/BetaPublicEnvironmentUpdateRequest`
public nonisolated struct BetaPublicEnvironmentUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Updated environment configuration
    public var config: BetaCloudConfigParams?

    /// Updated description of the environment
    public var description: String?

    /// User-provided metadata key-value pairs. Set a value to null or empty string to delete the key.
    public var metadata: [String: JSONValue]?

    /// Updated name for the environment
    public var name: String?

    /// The visibility scope for this environment. 'organization' makes the environment
    /// visible to all accounts. 'account' restricts visibility to the owning account
    /// only.
    public var scope: BetaPublicEnvironmentUpdateRequest.Scope?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        config: BetaCloudConfigParams? = nil,
        description: String? = nil,
        metadata: [String: JSONValue]? = nil,
        name: String? = nil,
        scope: BetaPublicEnvironmentUpdateRequest.Scope? = nil
    ) {
        self.config = config
        self.description = description
        self.metadata = metadata
        self.name = name
        self.scope = scope
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The visibility scope for this environment. 'organization' makes the environment
    /// visible to all accounts. 'account' restricts visibility to the owning account
    /// only.
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
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: "metadata")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.scope = try container.decodeIfPresent(BetaPublicEnvironmentUpdateRequest.Scope.self, forKey: "scope")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.config, forKey: "config")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.scope, forKey: "scope")
    }
}

nonisolated extension NullableMember where Owner == BetaPublicEnvironmentUpdateRequest {
    public static var config: Self { Self("config") }
    public static var description: Self { Self("description") }
    public static var name: Self { Self("name") }
    public static var scope: Self { Self("scope") }
}
