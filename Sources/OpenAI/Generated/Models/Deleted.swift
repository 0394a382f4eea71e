// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The deleted conversation object
///
/// - Schema: `#/components/schemas/DeletedConversation`
public typealias DeletedConversation = DeletedConversationResource

/// - Schema: `#/components/schemas/DeletedConversationResource`
public struct DeletedConversationResource: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var deleted: Bool

    public var id: String

    public init(
        deleted: Bool,
        id: String
    ) {
        self.object = "conversation.deleted"
        self.deleted = deleted
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            deleted: .emptyValue,
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case deleted
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "conversation.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
        try container.encode(self.id, forKey: .id)
    }
}

/// Confirmation payload returned after unassigning a role.
///
/// - Schema: `#/components/schemas/DeletedRoleAssignmentResource`
public struct DeletedRoleAssignmentResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier for the deleted assignment, such as `group.role.deleted` or `user.role.deleted`.
    public var object: String

    /// Whether the assignment was removed.
    public var deleted: Bool

    public init(
        object: String,
        deleted: Bool
    ) {
        self.object = object
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case deleted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
    }
}

/// - Schema: `#/components/schemas/DeletedSkillResource`
public struct DeletedSkillResource: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var deleted: Bool

    public var id: String

    public init(
        deleted: Bool,
        id: String
    ) {
        self.object = "skill.deleted"
        self.deleted = deleted
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            deleted: .emptyValue,
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case deleted
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "skill.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
        try container.encode(self.id, forKey: .id)
    }
}

/// - Schema: `#/components/schemas/DeletedSkillVersionResource`
public struct DeletedSkillVersionResource: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var deleted: Bool

    public var id: String

    /// The deleted skill version.
    public var version: String

    public init(
        deleted: Bool,
        id: String,
        version: String
    ) {
        self.object = "skill.version.deleted"
        self.deleted = deleted
        self.id = id
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            deleted: .emptyValue,
            id: .emptyValue,
            version: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case deleted
        case id
        case version
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "skill.version.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.version = try container.decodeRequired(String.self, forKey: .version, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.version, forKey: .version)
    }
}

/// Confirmation payload returned after deleting a thread.
///
/// - Schema: `#/components/schemas/DeletedThreadResource`
public struct DeletedThreadResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier of the deleted thread.
    public var id: String

    /// Type discriminator that is always `chatkit.thread.deleted`.
    public var object: String

    /// Indicates that the thread has been deleted.
    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.object = "chatkit.thread.deleted"
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
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "chatkit.thread.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
    }
}

/// Confirmation payload returned after deleting a video.
///
/// - Schema: `#/components/schemas/DeletedVideoResource`
public struct DeletedVideoResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type that signals the deletion response.
    public var object: String

    /// Indicates that the video resource was deleted.
    public var deleted: Bool

    /// Identifier of the deleted video.
    public var id: String

    public init(
        deleted: Bool,
        id: String
    ) {
        self.object = "video.deleted"
        self.deleted = deleted
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            deleted: .emptyValue,
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case deleted
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "video.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
        try container.encode(self.id, forKey: .id)
    }
}
