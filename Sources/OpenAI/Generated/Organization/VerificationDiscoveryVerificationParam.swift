// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VerificationDiscoveryVerificationParam`
public nonisolated struct VerificationDiscoveryVerificationParam: Codable, Equatable, Sendable, EmptyDecodable {
    public var discoveryURL: String?

    public var type: String

    public init(
        discoveryURL: String?
    ) {
        self.discoveryURL = discoveryURL
        self.type = "discovery"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            discoveryURL: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.discoveryURL = try container.decodeIfPresent(String.self, forKey: "discovery_url")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "discovery")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.discoveryURL, forKey: "discovery_url")
        try container.encode(self.type, forKey: "type")
    }
}
