// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaProgram`
public struct BetaProgram: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the item. Always `program`.
    public var type: String

    /// The unique ID of the program item.
    public var id: String

    /// The stable call ID of the program item.
    public var callID: String

    /// The JavaScript source executed by programmatic tool calling.
    public var code: String

    /// Opaque program replay fingerprint that must be round-tripped.
    public var fingerprint: String

    public init(
        id: String,
        callID: String,
        code: String,
        fingerprint: String,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "program"
        self.id = id
        self.callID = callID
        self.code = code
        self.fingerprint = fingerprint
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            code: .emptyValue,
            fingerprint: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case callID = "call_id"
        case code
        case fingerprint
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "program")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.code = try container.decodeRequired(String.self, forKey: .code, in: decoder)
        self.fingerprint = try container.decodeRequired(String.self, forKey: .fingerprint, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.code, forKey: .code)
        try container.encode(self.fingerprint, forKey: .fingerprint)
    }
}

/// - Schema: `#/components/schemas/BetaProgramItemParam`
public struct BetaProgramItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var agent: Beta_AgentTagParam?

    /// The unique ID of this program item.
    public var id: String

    /// The item type. Always `program`.
    public var type: String

    /// The stable call ID of the program item.
    public var callID: String

    /// The JavaScript source executed by programmatic tool calling.
    public var code: String

    /// Opaque program replay fingerprint that must be round-tripped.
    public var fingerprint: String

    public init(
        id: String,
        callID: String,
        code: String,
        fingerprint: String,
        agent: Beta_AgentTagParam? = nil
    ) {
        self.agent = agent
        self.id = id
        self.type = "program"
        self.callID = callID
        self.code = code
        self.fingerprint = fingerprint
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            code: .emptyValue,
            fingerprint: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case id
        case type
        case callID = "call_id"
        case code
        case fingerprint
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: .agent)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "program")
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.code = try container.decodeRequired(String.self, forKey: .code, in: decoder)
        self.fingerprint = try container.decodeRequired(String.self, forKey: .fingerprint, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.code, forKey: .code)
        try container.encode(self.fingerprint, forKey: .fingerprint)
    }
}

/// - Schema: `#/components/schemas/BetaProgramOutput`
public struct BetaProgramOutput: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the item. Always `program_output`.
    public var type: String

    /// The unique ID of the program output item.
    public var id: String

    /// The call ID of the program item.
    public var callID: String

    /// The result produced by the program item.
    public var result: String

    /// The terminal status of the program output item.
    public var status: BetaProgramOutputStatus

    public init(
        id: String,
        callID: String,
        result: String,
        status: BetaProgramOutputStatus,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "program_output"
        self.id = id
        self.callID = callID
        self.result = result
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            result: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case callID = "call_id"
        case result
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "program_output")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.result = try container.decodeRequired(String.self, forKey: .result, in: decoder)
        self.status = try container.decodeRequired(BetaProgramOutputStatus.self, forKey: .status, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.result, forKey: .result)
        try container.encode(self.status, forKey: .status)
    }
}

/// - Schema: `#/components/schemas/BetaProgramOutputItemParam`
public struct BetaProgramOutputItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var agent: Beta_AgentTagParam?

    /// The unique ID of this program output item.
    public var id: String

    /// The item type. Always `program_output`.
    public var type: String

    /// The call ID of the program item.
    public var callID: String

    /// The result produced by the program item.
    public var result: String

    /// The terminal status of the program output.
    public var status: BetaProgramOutputItemStatus

    public init(
        id: String,
        callID: String,
        result: String,
        status: BetaProgramOutputItemStatus,
        agent: Beta_AgentTagParam? = nil
    ) {
        self.agent = agent
        self.id = id
        self.type = "program_output"
        self.callID = callID
        self.result = result
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            result: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case id
        case type
        case callID = "call_id"
        case result
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: .agent)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "program_output")
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.result = try container.decodeRequired(String.self, forKey: .result, in: decoder)
        self.status = try container.decodeRequired(BetaProgramOutputItemStatus.self, forKey: .status, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.result, forKey: .result)
        try container.encode(self.status, forKey: .status)
    }
}

/// - Schema: `#/components/schemas/BetaProgramOutputItemStatus`
public enum BetaProgramOutputItemStatus: OpenEnum, EmptyDecodable {
    case completed
    case incomplete
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "completed": self = .completed
        case "incomplete": self = .incomplete
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .completed: "completed"
        case .incomplete: "incomplete"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaProgramOutputStatus`
public enum BetaProgramOutputStatus: OpenEnum, EmptyDecodable {
    case completed
    case incomplete
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "completed": self = .completed
        case "incomplete": self = .incomplete
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .completed: "completed"
        case .incomplete: "incomplete"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaProgramToolCallCaller`
public struct BetaProgramToolCallCaller: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// The call ID of the program item that produced this tool call.
    public var callerID: String

    public init(
        callerID: String
    ) {
        self.type = "program"
        self.callerID = callerID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callerID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case callerID = "caller_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "program")
        self.callerID = try container.decodeRequired(String.self, forKey: .callerID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.callerID, forKey: .callerID)
    }
}

/// - Schema: `#/components/schemas/BetaProgramToolCallCallerParam`
public struct BetaProgramToolCallCallerParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The caller type. Always `program`.
    public var type: String

    /// The call ID of the program item that produced this tool call.
    public var callerID: String

    public init(
        callerID: String
    ) {
        self.type = "program"
        self.callerID = callerID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callerID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case callerID = "caller_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "program")
        self.callerID = try container.decodeRequired(String.self, forKey: .callerID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.callerID, forKey: .callerID)
    }
}
