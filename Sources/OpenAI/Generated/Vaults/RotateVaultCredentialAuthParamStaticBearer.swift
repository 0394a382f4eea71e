// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Replace the bearer token for the credential's MCP server.
///
/// - Schema: `#/components/schemas/RotateVaultCredentialAuthParamStaticBearer`
public nonisolated struct RotateVaultCredentialAuthParamStaticBearer: Codable, Equatable, Sendable, EmptyDecodable {
    /// The replacement bearer token.
    ///
    /// This secret is never returned in credential resources.
    public var token: String

    /// The type of the object. Always `static_bearer`.
    public var type: String

    public init(
        token: String
    ) {
        self.token = token
        self.type = "static_bearer"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            token: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.token = try container.decodeRequired(String.self, forKey: "token", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "static_bearer")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.token, forKey: "token")
        try container.encode(self.type, forKey: "type")
    }
}
