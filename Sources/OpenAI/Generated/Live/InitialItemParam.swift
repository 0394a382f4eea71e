// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/InitialItemParam`
public nonisolated enum InitialItemParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `role`: `developer`
    case developer(InitialItemParamDeveloper)
    /// - `role`: `user`
    case user(InitialItemParamUser)
    /// - `role`: `assistant`
    case assistant(InitialItemParamAssistant)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "role") {
            switch tag {
            case "developer": self = .developer(try InitialItemParamDeveloper(from: decoder)); return
            case "user": self = .user(try InitialItemParamUser(from: decoder)); return
            case "assistant": self = .assistant(try InitialItemParamAssistant(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .developer(let value): try value.encode(to: encoder)
        case .user(let value): try value.encode(to: encoder)
        case .assistant(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
