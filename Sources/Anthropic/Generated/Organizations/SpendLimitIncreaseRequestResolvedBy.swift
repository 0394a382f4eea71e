// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SpendLimitIncreaseRequestResolvedBy`
public nonisolated enum SpendLimitIncreaseRequestResolvedBy: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `user_actor`
    case userActor(SpendLimitUserActor)
    /// - `type`: `scoped_api_key_actor`
    case scopedApiKeyActor(SpendLimitScopedAPIKeyActor)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "user_actor": self = .userActor(try SpendLimitUserActor(from: decoder)); return
            case "scoped_api_key_actor": self = .scopedApiKeyActor(try SpendLimitScopedAPIKeyActor(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .userActor(let value): try value.encode(to: encoder)
        case .scopedApiKeyActor(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
