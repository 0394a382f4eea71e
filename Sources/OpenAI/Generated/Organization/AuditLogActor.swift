// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The actor who performed the audit logged action.
///
/// - Schema: `#/components/schemas/AuditLogActor`
public nonisolated struct AuditLogActor: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of actor. Is either `session` or `api_key`.
    public var type: AuditLogActor.Kind?

    public var session: AuditLogActorSession?

    public var apiKey: AuditLogActorApiKey?

    public init(
        type: AuditLogActor.Kind? = nil,
        session: AuditLogActorSession? = nil,
        apiKey: AuditLogActorApiKey? = nil
    ) {
        self.type = type
        self.session = session
        self.apiKey = apiKey
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The type of actor. Is either `session` or `api_key`.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case session
        case apiKey
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "session": self = .session
            case "api_key": self = .apiKey
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .session: "session"
            case .apiKey: "api_key"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeIfPresent(AuditLogActor.Kind.self, forKey: "type")
        self.session = try container.decodeIfPresent(AuditLogActorSession.self, forKey: "session")
        self.apiKey = try container.decodeIfPresent(AuditLogActorApiKey.self, forKey: "api_key")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encodeIfPresent(self.session, forKey: "session")
        try container.encodeIfPresent(self.apiKey, forKey: "api_key")
    }
}
