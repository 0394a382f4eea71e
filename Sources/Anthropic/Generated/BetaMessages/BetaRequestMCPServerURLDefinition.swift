// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestMCPServerURLDefinition
///
/// - Schema: `#/components/schemas/BetaRequestMCPServerURLDefinition`
public nonisolated struct BetaRequestMCPServerURLDefinition: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Authorization Token
    public var authorizationToken: String?

    /// Name
    public var name: String

    public var toolConfiguration: BetaRequestMCPServerToolConfiguration?

    /// Type
    public var type: String

    /// Url
    public var url: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        url: String,
        authorizationToken: String? = nil,
        toolConfiguration: BetaRequestMCPServerToolConfiguration? = nil
    ) {
        self.authorizationToken = authorizationToken
        self.name = name
        self.toolConfiguration = toolConfiguration
        self.type = "url"
        self.url = url
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            url: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.authorizationToken = try container.decodeIfPresent(String.self, forKey: "authorization_token")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.toolConfiguration = try container.decodeIfPresent(BetaRequestMCPServerToolConfiguration.self, forKey: "tool_configuration")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "url")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.authorizationToken, forKey: "authorization_token")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.toolConfiguration, forKey: "tool_configuration")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
    }
}

nonisolated extension NullableMember where Owner == BetaRequestMCPServerURLDefinition {
    public static var authorizationToken: Self { Self("authorization_token") }
    public static var toolConfiguration: Self { Self("tool_configuration") }
}
