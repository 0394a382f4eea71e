// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An internal identifier for an item to reference.
///
/// - Schema: `#/components/schemas/BetaItemReferenceParam`
public nonisolated struct BetaItemReferenceParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var agent: Beta_AgentTagParam?

    public var type: String?

    /// The ID of the item to reference.
    public var id: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        agent: Beta_AgentTagParam? = nil,
        type: String? = nil
    ) {
        self.agent = agent
        self.type = type
        self.id = id
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: "agent")
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "item_reference")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
    }
}

nonisolated extension NullableMember where Owner == BetaItemReferenceParam {
    public static var agent: Self { Self("agent") }
    public static var type: Self { Self("type") }
}
