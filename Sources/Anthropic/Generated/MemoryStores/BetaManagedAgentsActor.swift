// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Identifies who performed a write or redact operation. Captured at write time on the `memory_version` row. The API key that created a session is not recorded on agent writes; attribution answers who made the write, not who is ultimately responsible. Look up session provenance separately via the [Sessions API](/en/api/sessions-retrieve).
///
/// - Schema: `#/components/schemas/BetaManagedAgentsActor`
public nonisolated enum BetaManagedAgentsActor: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `session_actor`
    case sessionActor(BetaManagedAgentsSessionActor)
    /// - `type`: `api_actor`
    case apiActor(BetaManagedAgentsApiActor)
    /// - `type`: `user_actor`
    case userActor(BetaManagedAgentsUserActor)
    /// - `type`: `service_account_actor`
    case serviceAccountActor(BetaManagedAgentsServiceAccountActor)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "session_actor": self = .sessionActor(try BetaManagedAgentsSessionActor(from: decoder)); return
            case "api_actor": self = .apiActor(try BetaManagedAgentsApiActor(from: decoder)); return
            case "user_actor": self = .userActor(try BetaManagedAgentsUserActor(from: decoder)); return
            case "service_account_actor": self = .serviceAccountActor(try BetaManagedAgentsServiceAccountActor(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .sessionActor(let value): try value.encode(to: encoder)
        case .apiActor(let value): try value.encode(to: encoder)
        case .userActor(let value): try value.encode(to: encoder)
        case .serviceAccountActor(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
