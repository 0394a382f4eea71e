// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Where in the outbound request the secret value is substituted.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsInjectionLocationResponse`
public nonisolated struct BetaManagedAgentsInjectionLocationResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether the placeholder is substituted in the request body.
    public var body: Bool

    /// Whether the placeholder is substituted in request header values.
    public var header: Bool

    public init(
        body: Bool,
        header: Bool
    ) {
        self.body = body
        self.header = header
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            body: .emptyValue,
            header: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.body = try container.decodeRequired(Bool.self, forKey: "body", in: decoder)
        self.header = try container.decodeRequired(Bool.self, forKey: "header", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.body, forKey: "body")
        try container.encode(self.header, forKey: "header")
    }
}
