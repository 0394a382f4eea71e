// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The delegated work identifier and destination.
///
/// This object contains metadata, not the task text.
///
/// - Schema: `#/components/schemas/LiveDelegationCreatedEventDelegation`
public nonisolated struct LiveDelegationCreatedEventDelegation: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the delegation.
    ///
    /// Use this as delegation_id when replying to client-owned work or correlating
    /// backend events.
    public var id: String

    /// The ID of the Responses API response associated with a Responses delegation.
    ///
    /// Omitted for client delegations.
    public var responseID: String?

    /// Where the Live model delegated the work: `client`, `responses`, or `decisions`.
    public var target: LiveDelegationCreatedEventDelegation.Target

    /// The object type, always `delegation`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        target: LiveDelegationCreatedEventDelegation.Target,
        responseID: String? = nil
    ) {
        self.id = id
        self.responseID = responseID
        self.target = target
        self.type = "delegation"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            target: .emptyValue
        )
    }

    /// Where the Live model delegated the work: `client`, `responses`, or `decisions`.
    public nonisolated enum Target: OpenEnum, EmptyDecodable {
        case client
        case responses
        case decisions
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "client": self = .client
            case "responses": self = .responses
            case "decisions": self = .decisions
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .client: "client"
            case .responses: "responses"
            case .decisions: "decisions"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.responseID = try container.decodeIfPresent(String.self, forKey: "response_id")
        self.target = try container.decodeRequired(LiveDelegationCreatedEventDelegation.Target.self, forKey: "target", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "delegation")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.responseID, forKey: "response_id")
        try container.encode(self.target, forKey: "target")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveDelegationCreatedEventDelegation {
    public static var responseID: Self { Self("response_id") }
}
