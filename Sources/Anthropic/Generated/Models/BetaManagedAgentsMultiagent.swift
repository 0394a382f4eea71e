// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Resolved multiagent orchestration configuration as returned in API responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMultiagent`
public typealias BetaManagedAgentsMultiagent = BetaManagedAgentsMultiagentCoordinator

/// Resolved coordinator topology with a concrete agent roster.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMultiagentCoordinator`
public struct BetaManagedAgentsMultiagentCoordinator: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Agents the coordinator may spawn as session threads, each resolved to a specific version.
    public var agents: [BetaManagedAgentsAgentReference]

    public init(
        agents: [BetaManagedAgentsAgentReference]
    ) {
        self.type = "coordinator"
        self.agents = agents
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            agents: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case agents
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "coordinator")
        self.agents = try container.decodeRequired([BetaManagedAgentsAgentReference].self, forKey: .agents, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.agents, forKey: .agents)
    }
}

/// A coordinator topology: the session's primary thread orchestrates work by spawning session threads, each running an agent drawn from the `agents` roster.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMultiagentCoordinatorParams`
public struct BetaManagedAgentsMultiagentCoordinatorParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Agents the coordinator may spawn as session threads. 1–20 entries. Each entry is an agent ID string, a versioned `{"type":"agent","id","version"}` reference, or `{"type":"self"}` to allow recursive self-invocation. Entries must reference distinct agents (after resolving `self` and string forms); at most one `self`. Referenced agents must exist, must not be archived, and must not themselves have `multiagent` set (depth limit 1).
    public var agents: [BetaManagedAgentsMultiagentRosterEntryParams]

    public init(
        agents: [BetaManagedAgentsMultiagentRosterEntryParams]
    ) {
        self.type = "coordinator"
        self.agents = agents
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            agents: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case agents
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "coordinator")
        self.agents = try container.decodeRequired([BetaManagedAgentsMultiagentRosterEntryParams].self, forKey: .agents, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.agents, forKey: .agents)
    }
}

/// Multiagent orchestration configuration. Currently supports the `coordinator` topology.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMultiagentParams`
public typealias BetaManagedAgentsMultiagentParams = BetaManagedAgentsMultiagentCoordinatorParams

/// An entry in a multiagent roster: an agent ID string, a versioned agent reference, or `self`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMultiagentRosterEntryParams`
public enum BetaManagedAgentsMultiagentRosterEntryParams: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    case string(String)
    case object(BetaManagedAgentsMultiagentRosterEntryParams.Object)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    public enum Object: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `agent`
        case agent(BetaManagedAgentsAgentParams)
        /// - `type`: `self`
        case `self`(BetaManagedAgentsMultiagentSelfParams)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "agent": self = .agent(try BetaManagedAgentsAgentParams(from: decoder)); return
                case "self": self = .self(try BetaManagedAgentsMultiagentSelfParams(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .agent(let value): try value.encode(to: encoder)
            case .self(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .object(try BetaManagedAgentsMultiagentRosterEntryParams.Object(from: decoder)); return
        case .string:
            self = .string(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .object(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Sentinel roster entry meaning "the agent that owns this configuration". Resolved server-side to a concrete agent reference.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMultiagentSelfParams`
public struct BetaManagedAgentsMultiagentSelfParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public init() {
        self.type = "self"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "self")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}
