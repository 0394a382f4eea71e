// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Changes which parts of an outbound request the secret is substituted into.
///
/// A location you leave out keeps its current setting.
///
/// After the change, at least one location must be enabled.
///
/// See [Authenticate with vaults](https://platform.claude.com/docs/en/managed-agents/vaults#add-a-credential) to learn more about injection locations.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsInjectionLocationUpdateParams`
public nonisolated struct BetaManagedAgentsInjectionLocationUpdateParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// Substitute when the placeholder appears in the request body.
    public var body: Bool?

    /// Substitute when the placeholder appears in a request header value.
    public var header: Bool?

    public init(
        body: Bool? = nil,
        header: Bool? = nil
    ) {
        self.body = body
        self.header = header
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.body = try container.decodeIfPresent(Bool.self, forKey: "body")
        self.header = try container.decodeIfPresent(Bool.self, forKey: "header")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.body, forKey: "body")
        try container.encodeIfPresent(self.header, forKey: "header")
    }
}
