// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WebFetchUrlSourcesParamClientToolResults`
public nonisolated enum WebFetchUrlSourcesParamClientToolResults: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `all`
    case all(WebFetchURLSourceAllParam)
    /// - `type`: `none`
    case none(ToolChoiceNone)
    /// - `type`: `only`
    case only(WebFetchURLSourceOnlyParam)
    /// - `type`: `except`
    case except(WebFetchURLSourceExceptParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "all": self = .all(try WebFetchURLSourceAllParam(from: decoder)); return
            case "none": self = .none(try ToolChoiceNone(from: decoder)); return
            case "only": self = .only(try WebFetchURLSourceOnlyParam(from: decoder)); return
            case "except": self = .except(try WebFetchURLSourceExceptParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .all(let value): try value.encode(to: encoder)
        case .none(let value): try value.encode(to: encoder)
        case .only(let value): try value.encode(to: encoder)
        case .except(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
