// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a ChatKit thread and its current status.
///
/// - Schema: `#/components/schemas/ThreadResource`
public nonisolated struct ThreadResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier of the thread.
    public var id: String

    /// Type discriminator that is always `chatkit.thread`.
    public var object: String

    /// Unix timestamp (in seconds) for when the thread was created.
    public var createdAt: Int

    public var title: String?

    /// Current status for the thread. Defaults to `active` for newly created threads.
    public var status: ThreadResource.Status

    /// Free-form string that identifies your end user who owns the thread.
    public var user: String

    public init(
        id: String,
        createdAt: Int,
        title: String?,
        status: ThreadResource.Status,
        user: String
    ) {
        self.id = id
        self.object = "chatkit.thread"
        self.createdAt = createdAt
        self.title = title
        self.status = status
        self.user = user
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            title: nil,
            status: .emptyValue,
            user: .emptyValue
        )
    }

    /// Current status for the thread. Defaults to `active` for newly created threads.
    public nonisolated enum Status: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `active`
        case active(ActiveStatus)
        /// - `type`: `locked`
        case locked(LockedStatus)
        /// - `type`: `closed`
        case closed(ClosedStatus)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "active": self = .active(try ActiveStatus(from: decoder)); return
                case "locked": self = .locked(try LockedStatus(from: decoder)); return
                case "closed": self = .closed(try ClosedStatus(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .active(let value): try value.encode(to: encoder)
            case .locked(let value): try value.encode(to: encoder)
            case .closed(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "chatkit.thread")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
        self.status = try container.decodeRequired(ThreadResource.Status.self, forKey: "status", in: decoder)
        self.user = try container.decodeRequired(String.self, forKey: "user", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.title, forKey: "title")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.user, forKey: "user")
    }
}
