// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponseInputTransformation`
public nonisolated struct ResponseInputTransformation: Codable, Equatable, Sendable, EmptyDecodable {
    public var action: String

    /// The original reasoning item ID.
    public var id: String

    public var reason: ResponseInputTransformation.Reason

    public var type: String

    public init(
        id: String,
        reason: ResponseInputTransformation.Reason
    ) {
        self.action = "removed"
        self.id = id
        self.reason = reason
        self.type = "reasoning"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            reason: .emptyValue
        )
    }

    public nonisolated enum Reason: OpenEnum, EmptyDecodable {
        case organizationMismatch
        case endUserMismatch
        case modelMismatch
        case prefixMismatch
        case turnBoundary
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "organization_mismatch": self = .organizationMismatch
            case "end_user_mismatch": self = .endUserMismatch
            case "model_mismatch": self = .modelMismatch
            case "prefix_mismatch": self = .prefixMismatch
            case "turn_boundary": self = .turnBoundary
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .organizationMismatch: "organization_mismatch"
            case .endUserMismatch: "end_user_mismatch"
            case .modelMismatch: "model_mismatch"
            case .prefixMismatch: "prefix_mismatch"
            case .turnBoundary: "turn_boundary"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.action = try container.decodeRequired(String.self, forKey: "action", in: decoder, standIn: "removed")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.reason = try container.decodeRequired(ResponseInputTransformation.Reason.self, forKey: "reason", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "reasoning")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.action, forKey: "action")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.reason, forKey: "reason")
        try container.encode(self.type, forKey: "type")
    }
}
