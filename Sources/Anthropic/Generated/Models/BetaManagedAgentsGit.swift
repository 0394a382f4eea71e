// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsGitHubRepositoryResource`
public struct BetaManagedAgentsGitHubRepositoryResource: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var id: String

    public var url: String

    public var mountPath: String

    public var checkout: BetaManagedAgentsRepositoryCheckout?

    public var createdAt: BetaTimestamp

    public var updatedAt: BetaTimestamp

    public init(
        id: String,
        url: String,
        mountPath: String,
        createdAt: BetaTimestamp,
        updatedAt: BetaTimestamp,
        checkout: BetaManagedAgentsRepositoryCheckout? = nil
    ) {
        self.type = "github_repository"
        self.id = id
        self.url = url
        self.mountPath = mountPath
        self.checkout = checkout
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            url: .emptyValue,
            mountPath: .emptyValue,
            createdAt: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case url
        case mountPath = "mount_path"
        case checkout
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "github_repository")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
        self.mountPath = try container.decodeRequired(String.self, forKey: .mountPath, in: decoder)
        self.checkout = try container.decodeIfPresent(BetaManagedAgentsRepositoryCheckout.self, forKey: .checkout)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: .createdAt, in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .updatedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.url, forKey: .url)
        try container.encode(self.mountPath, forKey: .mountPath)
        try container.encodeIfPresent(self.checkout, forKey: .checkout)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.updatedAt, forKey: .updatedAt)
    }
}

/// Mount a GitHub repository into the session's container.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsGitHubRepositoryResourceParams`
public struct BetaManagedAgentsGitHubRepositoryResourceParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Github URL of the repository
    public var url: String

    /// GitHub authorization token used to clone the repository.
    public var authorizationToken: String

    /// Mount path in the container. Defaults to `/workspace/<repo-name>`.
    public var mountPath: String?

    /// Branch or commit to check out. Defaults to the repository's default branch.
    public var checkout: BetaManagedAgentsRepositoryCheckout?

    public init(
        url: String,
        authorizationToken: String,
        mountPath: String? = nil,
        checkout: BetaManagedAgentsRepositoryCheckout? = nil
    ) {
        self.type = "github_repository"
        self.url = url
        self.authorizationToken = authorizationToken
        self.mountPath = mountPath
        self.checkout = checkout
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue,
            authorizationToken: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case url
        case authorizationToken = "authorization_token"
        case mountPath = "mount_path"
        case checkout
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "github_repository")
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
        self.authorizationToken = try container.decodeRequired(String.self, forKey: .authorizationToken, in: decoder)
        self.mountPath = try container.decodeIfPresent(String.self, forKey: .mountPath)
        self.checkout = try container.decodeIfPresent(BetaManagedAgentsRepositoryCheckout.self, forKey: .checkout)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.url, forKey: .url)
        try container.encode(self.authorizationToken, forKey: .authorizationToken)
        try container.encodeIfPresent(self.mountPath, forKey: .mountPath)
        try container.encodeIfPresent(self.checkout, forKey: .checkout)
    }
}
