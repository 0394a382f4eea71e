// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsCredentialNetworkingParams`
public nonisolated enum BetaManagedAgentsCredentialNetworkingParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `unrestricted`
    case unrestricted(BetaManagedAgentsUnrestrictedCredentialNetworkingParams)
    /// - `type`: `limited`
    case limited(BetaManagedAgentsLimitedCredentialNetworkingParams)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "unrestricted": self = .unrestricted(try BetaManagedAgentsUnrestrictedCredentialNetworkingParams(from: decoder)); return
            case "limited": self = .limited(try BetaManagedAgentsLimitedCredentialNetworkingParams(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .unrestricted(let value): try value.encode(to: encoder)
        case .limited(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
