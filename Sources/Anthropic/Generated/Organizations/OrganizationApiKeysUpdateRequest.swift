// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationApiKeysUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Name of the API key.
    public var name: String?

    /// Status of the API key.
    public var status: OrganizationApiKeysUpdateRequest.Status?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String? = nil,
        status: OrganizationApiKeysUpdateRequest.Status? = nil
    ) {
        self.name = name
        self.status = status
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Status of the API key.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case active
        case archived
        case inactive
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "active": self = .active
            case "archived": self = .archived
            case "inactive": self = .inactive
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .active: "active"
            case .archived: "archived"
            case .inactive: "inactive"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.status = try container.decodeIfPresent(OrganizationApiKeysUpdateRequest.Status.self, forKey: "status")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.status, forKey: "status")
    }
}

nonisolated extension NullableMember where Owner == OrganizationApiKeysUpdateRequest {
    public static var name: Self { Self("name") }
    public static var status: Self { Self("status") }
}
