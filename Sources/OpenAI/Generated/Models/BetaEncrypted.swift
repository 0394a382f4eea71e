// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Opaque encrypted content that Responses API decrypts inside trusted model execution.
///
/// - Schema: `#/components/schemas/BetaEncryptedContent`
public struct BetaEncryptedContent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the input item. Always `encrypted_content`.
    public var type: String

    /// Opaque encrypted content.
    public var encryptedContent: String

    public init(
        encryptedContent: String
    ) {
        self.type = "encrypted_content"
        self.encryptedContent = encryptedContent
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            encryptedContent: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case encryptedContent = "encrypted_content"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "encrypted_content")
        self.encryptedContent = try container.decodeRequired(String.self, forKey: .encryptedContent, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.encryptedContent, forKey: .encryptedContent)
    }
}

/// Opaque encrypted content that Responses API decrypts inside trusted model execution.
///
/// - Schema: `#/components/schemas/BetaEncryptedContentParam`
public struct BetaEncryptedContentParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the input item. Always `encrypted_content`.
    public var type: String

    /// Opaque encrypted content.
    public var encryptedContent: String

    public init(
        encryptedContent: String
    ) {
        self.type = "encrypted_content"
        self.encryptedContent = encryptedContent
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            encryptedContent: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case encryptedContent = "encrypted_content"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "encrypted_content")
        self.encryptedContent = try container.decodeRequired(String.self, forKey: .encryptedContent, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.encryptedContent, forKey: .encryptedContent)
    }
}
