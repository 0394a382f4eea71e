// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Which sources contribute to the set of URLs web fetch may fetch.
///
/// Each key is a tagged variant: ``user_input`` is ``all`` or ``none``; the
/// two tool filters are ``all``, ``none``, ``only`` (only the named tools'
/// results) or ``except`` (every result but the named tools'). A named tool
/// must be declared in this request's ``tools[]``.
///
/// - Schema: `#/components/schemas/BetaWebFetchURLSources`
public nonisolated struct BetaWebFetchURLSources: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Which client tools' results contribute fetchable URLs: "all", "none", or an only
    /// or except list of client tool names from tools[].
    public var clientToolResults: BetaWebFetchUrlSourcesClientToolResults?

    /// Which server tools' results contribute fetchable URLs: "all", "none", or an only
    /// or except list of server tool names from tools[]; only web_search and web_fetch
    /// results ever contribute.
    public var serverToolResults: BetaWebFetchUrlSourcesClientToolResults?

    /// Whether URLs in user messages are fetchable: "all" or "none".
    public var userInput: BetaWebFetchUrlSourcesUserInput?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        clientToolResults: BetaWebFetchUrlSourcesClientToolResults? = nil,
        serverToolResults: BetaWebFetchUrlSourcesClientToolResults? = nil,
        userInput: BetaWebFetchUrlSourcesUserInput? = nil
    ) {
        self.clientToolResults = clientToolResults
        self.serverToolResults = serverToolResults
        self.userInput = userInput
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientToolResults = try container.decodeIfPresent(BetaWebFetchUrlSourcesClientToolResults.self, forKey: "client_tool_results")
        self.serverToolResults = try container.decodeIfPresent(BetaWebFetchUrlSourcesClientToolResults.self, forKey: "server_tool_results")
        self.userInput = try container.decodeIfPresent(BetaWebFetchUrlSourcesUserInput.self, forKey: "user_input")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clientToolResults, forKey: "client_tool_results")
        try container.encodeIfPresent(self.serverToolResults, forKey: "server_tool_results")
        try container.encodeIfPresent(self.userInput, forKey: "user_input")
    }
}

nonisolated extension NullableMember where Owner == BetaWebFetchURLSources {
    public static var clientToolResults: Self { Self("client_tool_results") }
    public static var serverToolResults: Self { Self("server_tool_results") }
    public static var userInput: Self { Self("user_input") }
}
