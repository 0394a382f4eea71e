// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One execution of the platform-provided computer-use capability.
///
/// - Schema: `#/components/schemas/AgentSessionItemComputerUseCallItemResource`
public nonisolated struct AgentSessionItemComputerUseCallItemResource: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the activity item.
    public var id: String

    /// The last screenshot emitted by the model.
    ///
    /// Null when screenshot inclusion is disabled or the call emitted no screenshot.
    public var output: AgentSessionItemComputerUseCallItemResourceOutput?

    /// The execution status of the activity.
    public var status: AgentFunctionCallStatus

    /// A model-generated description of the activity, when available.
    public var title: String?

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `computer_use_call`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        status: AgentFunctionCallStatus,
        turnID: String,
        output: AgentSessionItemComputerUseCallItemResourceOutput? = nil,
        title: String? = nil
    ) {
        self.id = id
        self.output = output
        self.status = status
        self.title = title
        self.turnID = turnID
        self.type = "computer_use_call"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.output = try container.decodeIfPresent(AgentSessionItemComputerUseCallItemResourceOutput.self, forKey: "output")
        self.status = try container.decodeRequired(AgentFunctionCallStatus.self, forKey: "status", in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_use_call")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.output, forKey: "output")
        try container.encode(self.status, forKey: "status")
        try container.encodeIfPresent(self.title, forKey: "title")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionItemComputerUseCallItemResource {
    public static var output: Self { Self("output") }
    public static var title: Self { Self("title") }
}
