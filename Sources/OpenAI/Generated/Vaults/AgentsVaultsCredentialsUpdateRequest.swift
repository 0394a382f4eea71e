// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsVaultsCredentialsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Replacement values for the credential's existing authentication method.
    public var auth: CredentialAuthRotateParam?

    /// Replaces all metadata.
    ///
    /// Omit to preserve it, or pass {} to clear it. Up to 16 string key-value pairs,
    /// with keys up to 64 and values up to 512 characters.
    public var metadata: [String: String]?

    public init(
        auth: CredentialAuthRotateParam? = nil,
        metadata: [String: String]? = nil
    ) {
        self.auth = auth
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.auth = try container.decodeIfPresent(CredentialAuthRotateParam.self, forKey: "auth")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.auth, forKey: "auth")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}
