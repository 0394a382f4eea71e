// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationFederationIssuerCreateParamsJWKS`
public nonisolated enum OrganizationFederationIssuerCreateParamsJWKS: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `discovery`
    case discovery(JWKSDiscoveryParam)
    /// - `type`: `explicit_url`
    case explicitURL(JWKSExplicitURLParam)
    /// - `type`: `inline`
    case inline(JWKSInlineParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "discovery": self = .discovery(try JWKSDiscoveryParam(from: decoder)); return
            case "explicit_url": self = .explicitURL(try JWKSExplicitURLParam(from: decoder)); return
            case "inline": self = .inline(try JWKSInlineParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .discovery(let value): try value.encode(to: encoder)
        case .explicitURL(let value): try value.encode(to: encoder)
        case .inline(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
