// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model of every stage of the job, as an identifier or a configuration object.
///
/// - Schema: `#/components/schemas/BetaDreamModelParams`
public nonisolated enum BetaDreamModelParams: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    case string(String)
    case configParam(BetaDreamModelConfigParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .configParam(try BetaDreamModelConfigParam(from: decoder)); return
        case .string:
            self = .string(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .configParam(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
