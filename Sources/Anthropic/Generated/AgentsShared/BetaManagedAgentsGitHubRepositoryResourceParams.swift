// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Mount a GitHub repository into the session's container.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsGitHubRepositoryResourceParams`
public nonisolated struct BetaManagedAgentsGitHubRepositoryResourceParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Github URL of the repository
    public var url: String

    /// GitHub authorization token used to clone the repository.
    public var authorizationToken: String

    /// Mount path in the container. Defaults to `/workspace/<repo-name>`.
    public var mountPath: String?

    /// Branch or commit to check out. Defaults to the repository's default branch.
    public var checkout: BetaManagedAgentsRepositoryCheckout?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue,
            authorizationToken: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "github_repository")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        self.authorizationToken = try container.decodeRequired(String.self, forKey: "authorization_token", in: decoder)
        self.mountPath = try container.decodeIfPresent(String.self, forKey: "mount_path")
        self.checkout = try container.decodeIfPresent(BetaManagedAgentsRepositoryCheckout.self, forKey: "checkout")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
        try container.encode(self.authorizationToken, forKey: "authorization_token")
        try container.encodeIfPresent(self.mountPath, forKey: "mount_path")
        try container.encodeIfPresent(self.checkout, forKey: "checkout")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsGitHubRepositoryResourceParams {
    public static var mountPath: Self { Self("mount_path") }
    public static var checkout: Self { Self("checkout") }
}
