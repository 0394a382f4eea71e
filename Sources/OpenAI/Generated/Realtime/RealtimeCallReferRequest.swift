// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters required to transfer a SIP call to a new destination using the
/// Realtime API.
///
/// - Schema: `#/components/schemas/RealtimeCallReferRequest`
public nonisolated struct RealtimeCallReferRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// URI that should appear in the SIP Refer-To header. Supports values like
    /// `tel:+14155550123` or `sip:agent@example.com`.
    public var targetURI: String

    public init(
        targetURI: String
    ) {
        self.targetURI = targetURI
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            targetURI: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.targetURI = try container.decodeRequired(String.self, forKey: "target_uri", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.targetURI, forKey: "target_uri")
    }
}
