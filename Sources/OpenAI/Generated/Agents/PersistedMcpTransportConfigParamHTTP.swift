// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Connects to an MCP server over HTTP.
///
/// - Schema: `#/components/schemas/PersistedMcpTransportConfigParamHTTP`
public nonisolated struct PersistedMcpTransportConfigParamHTTP: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Non-secret HTTP headers sent to the MCP server.
    public var headers: [String: String]?

    /// The URL of the MCP server.
    public var serverURL: String

    /// The type of the object. Always `http`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        serverURL: String,
        headers: [String: String]? = nil
    ) {
        self.headers = headers
        self.serverURL = serverURL
        self.type = "http"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serverURL: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.headers = try container.decodeIfPresent([String: String].self, forKey: "headers")
        self.serverURL = try container.decodeRequired(String.self, forKey: "server_url", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "http")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.headers, forKey: "headers")
        try container.encode(self.serverURL, forKey: "server_url")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == PersistedMcpTransportConfigParamHTTP {
    public static var headers: Self { Self("headers") }
}
