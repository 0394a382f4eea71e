// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationPluginMarketplacesValidateRepositoryRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The branch to validate the tip of, or the full 40-character SHA of the commit to
    /// validate. When omitted, the branch a synchronization would read (usually the
    /// repository's default branch); if that is not the default branch, the report's
    /// `ref` says which branch was read. An empty string, a value longer than 255
    /// characters, or one that contains `..` or a character other than ASCII letters,
    /// digits, `.`, `_`, `-`, `+`, and `/`, is a 400. Any other value that is not a
    /// 40-character SHA is read as a branch name; if the repository has no such branch,
    /// the response is a report with `valid: false`, not a 400.
    public var ref: String?

    /// The `https://` URL of a public repository on github.com that holds the
    /// marketplace. A URL longer than 2,048 characters, on any other host or scheme,
    /// with a port other than 443 or 80, with credentials in it, or that does not name
    /// exactly `owner/repo` (a trailing `.git` or `/` is accepted) is a 400. A private
    /// or missing repository is reported in the response, not refused.
    public var repositoryURL: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        repositoryURL: String,
        ref: String? = nil
    ) {
        self.ref = ref
        self.repositoryURL = repositoryURL
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            repositoryURL: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.ref = try container.decodeIfPresent(String.self, forKey: "ref")
        self.repositoryURL = try container.decodeRequired(String.self, forKey: "repository_url", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.ref, forKey: "ref")
        try container.encode(self.repositoryURL, forKey: "repository_url")
    }
}

nonisolated extension NullableMember where Owner == OrganizationPluginMarketplacesValidateRepositoryRequest {
    public static var ref: Self { Self("ref") }
}
