// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/McpTransportParam`
public nonisolated enum McpTransportParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `http`
    case http(McpTransportConfigParamHTTP)
    /// - `type`: `stdio`
    case stdio(McpTransportConfigParamStdio)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "http": self = .http(try McpTransportConfigParamHTTP(from: decoder)); return
            case "stdio": self = .stdio(try McpTransportConfigParamStdio(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .http(let value): try value.encode(to: encoder)
        case .stdio(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
