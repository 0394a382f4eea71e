// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPluginMarketplaceOwner`
public nonisolated enum BetaPluginMarketplaceOwner: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `organization`
    case organization(BetaPluginOwnerOrganization)
    /// - `type`: `user`
    case user(BetaPluginOwnerUser)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "organization": self = .organization(try BetaPluginOwnerOrganization(from: decoder)); return
            case "user": self = .user(try BetaPluginOwnerUser(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .organization(let value): try value.encode(to: encoder)
        case .user(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
