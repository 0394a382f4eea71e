// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseAdvisorRedactedResultBlock
///
/// - Schema: `#/components/schemas/BetaResponseAdvisorRedactedResultBlock`
public nonisolated struct BetaResponseAdvisorRedactedResultBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Opaque blob containing the advisor's output. Round-trip verbatim; do not inspect or modify.
    public var encryptedContent: String

    /// Type
    public var type: String

    /// The advisor sub-inference's stop reason (same values as the top-level message
    /// `stop_reason`).
    public var stopReason: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        encryptedContent: String,
        stopReason: String? = nil
    ) {
        self.encryptedContent = encryptedContent
        self.type = "advisor_redacted_result"
        self.stopReason = stopReason
        self.nullNames = []
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
        self.stopReason = try container.decodeIfPresent(String.self, forKey: "stop_reason")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.encryptedContent, forKey: "encrypted_content")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.stopReason, forKey: "stop_reason")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseAdvisorRedactedResultBlock {
    public static var stopReason: Self { Self("stop_reason") }
}
