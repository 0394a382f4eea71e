// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestAdvisorRedactedResultBlock
///
/// - Schema: `#/components/schemas/BetaRequestAdvisorRedactedResultBlock`
public nonisolated struct BetaRequestAdvisorRedactedResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Opaque blob produced by a prior response; must be round-tripped verbatim.
    public var encryptedContent: String

    /// Type
    public var type: String

    public init(
        encryptedContent: String
    ) {
        self.encryptedContent = encryptedContent
        self.type = "advisor_redacted_result"
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
        self.encryptedContent = try container.decodeRequired(String.self, forKey: "encrypted_content", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "advisor_redacted_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.encryptedContent, forKey: "encrypted_content")
        try container.encode(self.type, forKey: "type")
    }
}
