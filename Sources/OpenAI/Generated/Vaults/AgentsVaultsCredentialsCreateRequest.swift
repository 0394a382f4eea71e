// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsVaultsCredentialsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The authentication method and write-only secret values to store.
    public var auth: CredentialAuthCreateParam

    /// Up to 16 string key-value pairs, with keys up to 64 and values up to 512
    /// characters. Defaults to an empty map.
    public var metadata: [String: String]?

    /// The name is trimmed before storage.
    ///
    /// It must contain 1 to 256 UTF-8 bytes after trimming.
    public var name: String

    public init(
        auth: CredentialAuthCreateParam,
        name: String,
        metadata: [String: String]? = nil
    ) {
        self.auth = auth
        self.metadata = metadata
        self.name = name
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            auth: .emptyValue,
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.auth = try container.decodeRequired(CredentialAuthCreateParam.self, forKey: "auth", in: decoder)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.auth, forKey: "auth")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encode(self.name, forKey: "name")
    }
}
