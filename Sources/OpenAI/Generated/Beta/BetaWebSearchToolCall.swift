// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The results of a web search tool call. See the
/// [web search guide](https://platform.openai.com/docs/guides/tools-web-search) for more information.
///
/// - Schema: `#/components/schemas/BetaWebSearchToolCall`
public nonisolated struct BetaWebSearchToolCall: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The unique ID of the web search tool call.
    public var id: String

    /// The type of the web search tool call. Always `web_search_call`.
    public var type: String

    /// The status of the web search tool call.
    public var status: BetaWebSearchToolCall.Status

    /// An object describing the specific action taken in this web search call.
    /// Includes details on how the model used the web (search, open_page, find_in_page).
    public var action: BetaWebSearchToolCall.Action

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        status: BetaWebSearchToolCall.Status,
        action: BetaWebSearchToolCall.Action,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.id = id
        self.type = "web_search_call"
        self.status = status
        self.action = action
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            action: .emptyValue
        )
    }

    /// The status of the web search tool call.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case searching
        case completed
        case failed
        case incomplete
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "searching": self = .searching
            case "completed": self = .completed
            case "failed": self = .failed
            case "incomplete": self = .incomplete
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .searching: "searching"
            case .completed: "completed"
            case .failed: "failed"
            case .incomplete: "incomplete"
            case .unknown(let value): value
            }
        }
    }

    /// An object describing the specific action taken in this web search call.
    /// Includes details on how the model used the web (search, open_page, find_in_page).
    public nonisolated enum Action: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `search`
        case search(WebSearchActionSearch)
        /// - `type`: `open_page`
        case openPage(WebSearchActionOpenPage)
        /// - `type`: `find_in_page`
        case findInPage(WebSearchActionFind)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "search": self = .search(try WebSearchActionSearch(from: decoder)); return
                case "open_page": self = .openPage(try WebSearchActionOpenPage(from: decoder)); return
                case "find_in_page": self = .findInPage(try WebSearchActionFind(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .search(let value): try value.encode(to: encoder)
            case .openPage(let value): try value.encode(to: encoder)
            case .findInPage(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "web_search_call")
        self.status = try container.decodeRequired(BetaWebSearchToolCall.Status.self, forKey: "status", in: decoder)
        self.action = try container.decodeRequired(BetaWebSearchToolCall.Action.self, forKey: "action", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.action, forKey: "action")
    }
}

nonisolated extension NullableMember where Owner == BetaWebSearchToolCall {
    public static var agent: Self { Self("agent") }
}
