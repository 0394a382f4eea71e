// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsFederatedActorProvider`
public nonisolated enum BetaAnalyticsFederatedActorProvider: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `aws`
    case aws(BetaAnalyticsFederatedActorAWSProvider)
    /// - `type`: `azure`
    case azure(BetaAnalyticsFederatedActorAzureProvider)
    /// - `type`: `gcp`
    case gcp(BetaAnalyticsFederatedActorGCPProvider)
    /// - `type`: `oidc`
    case oidc(BetaAnalyticsFederatedActorOIDCProvider)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "aws": self = .aws(try BetaAnalyticsFederatedActorAWSProvider(from: decoder)); return
            case "azure": self = .azure(try BetaAnalyticsFederatedActorAzureProvider(from: decoder)); return
            case "gcp": self = .gcp(try BetaAnalyticsFederatedActorGCPProvider(from: decoder)); return
            case "oidc": self = .oidc(try BetaAnalyticsFederatedActorOIDCProvider(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .aws(let value): try value.encode(to: encoder)
        case .azure(let value): try value.encode(to: encoder)
        case .gcp(let value): try value.encode(to: encoder)
        case .oidc(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
