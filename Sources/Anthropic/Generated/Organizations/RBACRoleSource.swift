// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RBACRoleSource`
public nonisolated enum RBACRoleSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `built_in`
    case builtIn(RBACRoleSourceBuiltIn)
    /// - `type`: `custom`
    case custom(RBACRoleSourceCustom)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "built_in": self = .builtIn(try RBACRoleSourceBuiltIn(from: decoder)); return
            case "custom": self = .custom(try RBACRoleSourceCustom(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .builtIn(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
