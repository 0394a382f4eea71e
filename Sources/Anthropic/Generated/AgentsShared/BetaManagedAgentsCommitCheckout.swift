// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsCommitCheckout`
public nonisolated struct BetaManagedAgentsCommitCheckout: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Full commit SHA to check out.
    public var sha: String

    public init(
        sha: String
    ) {
        self.type = "commit"
        self.sha = sha
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sha: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "commit")
        self.sha = try container.decodeRequired(String.self, forKey: "sha", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.sha, forKey: "sha")
    }
}
