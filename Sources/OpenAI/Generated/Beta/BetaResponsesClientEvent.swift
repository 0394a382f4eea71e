// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Client events accepted by the Responses WebSocket server.
///
/// - Schema: `#/components/schemas/BetaResponsesClientEvent`
public nonisolated enum BetaResponsesClientEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `response.create`
    case responseCreate(BetaResponsesClientEventResponseCreate)
    /// - `type`: `response.inject`
    case responseInject(BetaResponseInjectEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "response.create": self = .responseCreate(try BetaResponsesClientEventResponseCreate(from: decoder)); return
            case "response.inject": self = .responseInject(try BetaResponseInjectEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .responseCreate(let value): try value.encode(to: encoder)
        case .responseInject(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
