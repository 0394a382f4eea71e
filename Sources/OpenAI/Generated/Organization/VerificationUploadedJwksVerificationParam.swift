// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VerificationUploadedJwksVerificationParam`
public nonisolated struct VerificationUploadedJwksVerificationParam: Codable, Equatable, Sendable, EmptyDecodable {
    public var jwks: [String: JSONValue]

    public var type: String

    public init(
        jwks: [String: JSONValue]
    ) {
        self.jwks = jwks
        self.type = "uploaded_jwks"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            jwks: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.jwks = try container.decodeRequired([String: JSONValue].self, forKey: "jwks", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "uploaded_jwks")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.jwks, forKey: "jwks")
        try container.encode(self.type, forKey: "type")
    }
}
