// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A GitHub repository mounted into each session's container.
///
/// The authorization token is write-only and never returned.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsGitHubRepositoryResourceConfig`
public nonisolated struct BetaManagedAgentsGitHubRepositoryResourceConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Branch or commit to check out. Defaults to the repository's default branch.
    public var checkout: BetaManagedAgentsGithubRepositoryResourceConfigCheckout?

    /// Mount path in the container. Defaults to `/workspace/<repo-name>`.
    public var mountPath: String?

    public var type: String

    /// Github URL of the repository
    public var url: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        url: String,
        checkout: BetaManagedAgentsGithubRepositoryResourceConfigCheckout? = nil,
        mountPath: String? = nil
    ) {
        self.checkout = checkout
        self.mountPath = mountPath
        self.type = "github_repository"
        self.url = url
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.checkout = try container.decodeIfPresent(BetaManagedAgentsGithubRepositoryResourceConfigCheckout.self, forKey: "checkout")
        self.mountPath = try container.decodeIfPresent(String.self, forKey: "mount_path")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "github_repository")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.checkout, forKey: "checkout")
        try container.encodeIfPresent(self.mountPath, forKey: "mount_path")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsGitHubRepositoryResourceConfig {
    public static var checkout: Self { Self("checkout") }
    public static var mountPath: Self { Self("mount_path") }
}
