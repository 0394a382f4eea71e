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
/// - Schema: `#/components/schemas/WebFetchURLSourcesParam`
public nonisolated struct WebFetchURLSourcesParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Which client tools' results contribute fetchable URLs: "all", "none", or an only
    /// or except list of client tool names from tools[].
    public var clientToolResults: WebFetchUrlSourcesParamClientToolResults?

    /// Which server tools' results contribute fetchable URLs: "all", "none", or an only
    /// or except list of server tool names from tools[]; only web_search and web_fetch
    /// results ever contribute.
    public var serverToolResults: WebFetchUrlSourcesParamClientToolResults?

    /// Whether URLs in user messages are fetchable: "all" or "none".
    public var userInput: WebFetchUrlSourcesParamUserInput?

    public init(
        clientToolResults: WebFetchUrlSourcesParamClientToolResults? = nil,
        serverToolResults: WebFetchUrlSourcesParamClientToolResults? = nil,
        userInput: WebFetchUrlSourcesParamUserInput? = nil
    ) {
        self.clientToolResults = clientToolResults
        self.serverToolResults = serverToolResults
        self.userInput = userInput
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientToolResults = try container.decodeIfPresent(WebFetchUrlSourcesParamClientToolResults.self, forKey: "client_tool_results")
        self.serverToolResults = try container.decodeIfPresent(WebFetchUrlSourcesParamClientToolResults.self, forKey: "server_tool_results")
        self.userInput = try container.decodeIfPresent(WebFetchUrlSourcesParamUserInput.self, forKey: "user_input")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.clientToolResults, forKey: "client_tool_results")
        try container.encodeIfPresent(self.serverToolResults, forKey: "server_tool_results")
        try container.encodeIfPresent(self.userInput, forKey: "user_input")
    }
}
