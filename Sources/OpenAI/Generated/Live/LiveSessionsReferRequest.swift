// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct LiveSessionsReferRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Nonblank URI for the SIP Refer-To header, such as tel:+14155550123 or
    /// sip:agent@example.com.
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
