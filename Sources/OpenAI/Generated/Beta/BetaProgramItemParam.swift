// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaProgramItemParam`
public nonisolated struct BetaProgramItemParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: "agent")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "program")
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
        self.fingerprint = try container.decodeRequired(String.self, forKey: "fingerprint", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.code, forKey: "code")
        try container.encode(self.fingerprint, forKey: "fingerprint")
    }
}

nonisolated extension NullableMember where Owner == BetaProgramItemParam {
    public static var agent: Self { Self("agent") }
}
