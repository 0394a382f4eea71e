// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SessionDelegation`
public nonisolated enum SessionDelegation: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `client`
    case client(ClientDelegationParam)
    /// - `type`: `responses`
    case responses(SessionDelegationResponses)
    /// - `type`: `decisions`
    case decisions(SessionDelegationDecisions)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "client": self = .client(try ClientDelegationParam(from: decoder)); return
            case "responses": self = .responses(try SessionDelegationResponses(from: decoder)); return
            case "decisions": self = .decisions(try SessionDelegationDecisions(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .client(let value): try value.encode(to: encoder)
        case .responses(let value): try value.encode(to: encoder)
        case .decisions(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
