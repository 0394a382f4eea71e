// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UserProfileEnforcementAction`
public nonisolated enum UserProfileEnforcementAction: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `restriction`
    case restriction(UserProfileEnforcementActionRestriction)
    /// - `type`: `ban`
    case ban(UserProfileEnforcementActionBan)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "restriction": self = .restriction(try UserProfileEnforcementActionRestriction(from: decoder)); return
            case "ban": self = .ban(try UserProfileEnforcementActionBan(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .restriction(let value): try value.encode(to: encoder)
        case .ban(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
