// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public struct AdminApiKeysCreateRequest: Codable, Hashable, Sendable, EmptyDecodable {
    public var name: String

    /// The number of seconds until the API key expires. Omit this field for a key that does not expire.
    public var expiresInSeconds: Int?

    public init(
        name: String,
        expiresInSeconds: Int? = nil
    ) {
        self.name = name
        self.expiresInSeconds = expiresInSeconds
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case expiresInSeconds = "expires_in_seconds"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.expiresInSeconds = try container.decodeIfPresent(Int.self, forKey: .expiresInSeconds)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.expiresInSeconds, forKey: .expiresInSeconds)
    }
}

public struct AdminApiKeysDeleteResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String

    public var object: String

    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.object = "organization.admin_api_key.deleted"
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case deleted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.admin_api_key.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
    }
}

/// Order results by creation time, ascending or descending.
public enum AdminApiKeysListOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}
