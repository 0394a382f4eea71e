// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaProgram`
public nonisolated struct BetaProgram: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "program")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
        self.fingerprint = try container.decodeRequired(String.self, forKey: "fingerprint", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.code, forKey: "code")
        try container.encode(self.fingerprint, forKey: "fingerprint")
    }
}
