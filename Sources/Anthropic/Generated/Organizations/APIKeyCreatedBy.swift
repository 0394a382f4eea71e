// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/APIKeyCreatedBy`
public nonisolated struct APIKeyCreatedBy: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID of the actor that created the object.
    public var id: String

    /// Type of the actor that created the object.
    public var type: APIKeyCreatedBy.Kind

    public init(
        id: String,
        type: APIKeyCreatedBy.Kind
    ) {
        self.id = id
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            type: .emptyValue
        )
    }

    /// Type of the actor that created the object.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case serviceAccount
        case user
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "service_account": self = .serviceAccount
            case "user": self = .user
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .serviceAccount: "service_account"
            case .user: "user"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(APIKeyCreatedBy.Kind.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
    }
}
