// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Opaque encrypted content that Responses API decrypts inside trusted model execution.
///
/// - Schema: `#/components/schemas/BetaEncryptedContent`
public nonisolated struct BetaEncryptedContent: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "encrypted_content")
        self.encryptedContent = try container.decodeRequired(String.self, forKey: "encrypted_content", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.encryptedContent, forKey: "encrypted_content")
    }
}
