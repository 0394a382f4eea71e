// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// What the client should do next in response to this error.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsRetryStatus`
public enum BetaManagedAgentsRetryStatus: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `retrying`
    case retrying(BetaManagedAgentsRetryStatusRetrying)
    /// - `type`: `exhausted`
    case exhausted(BetaManagedAgentsRetryStatusExhausted)
    /// - `type`: `terminal`
    case terminal(BetaManagedAgentsRetryStatusTerminal)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "retrying": self = .retrying(try BetaManagedAgentsRetryStatusRetrying(from: decoder)); return
            case "exhausted": self = .exhausted(try BetaManagedAgentsRetryStatusExhausted(from: decoder)); return
            case "terminal": self = .terminal(try BetaManagedAgentsRetryStatusTerminal(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .retrying(let value): try value.encode(to: encoder)
        case .exhausted(let value): try value.encode(to: encoder)
        case .terminal(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// This turn is dead; queued inputs are flushed and the session returns to idle. Client may send a new prompt.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsRetryStatusExhausted`
public struct BetaManagedAgentsRetryStatusExhausted: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public init() {
        self.type = "exhausted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "exhausted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// The server is retrying automatically. Client should wait; the same error type may fire again as retrying, then once as exhausted when the retry budget runs out.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsRetryStatusRetrying`
public struct BetaManagedAgentsRetryStatusRetrying: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public init() {
        self.type = "retrying"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "retrying")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// The session encountered a terminal error and will transition to `terminated` state.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsRetryStatusTerminal`
public struct BetaManagedAgentsRetryStatusTerminal: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public init() {
        self.type = "terminal"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "terminal")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}
