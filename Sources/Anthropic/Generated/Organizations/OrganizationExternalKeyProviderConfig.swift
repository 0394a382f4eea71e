// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationExternalKeyProviderConfig`
public nonisolated enum OrganizationExternalKeyProviderConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `aws`
    case aws(AWSExternalKeyConfig)
    /// - `type`: `gcp`
    case gcp(GCPExternalKeyConfig)
    /// - `type`: `azure`
    case azure(AzureExternalKeyConfig)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "aws": self = .aws(try AWSExternalKeyConfig(from: decoder)); return
            case "gcp": self = .gcp(try GCPExternalKeyConfig(from: decoder)); return
            case "azure": self = .azure(try AzureExternalKeyConfig(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .aws(let value): try value.encode(to: encoder)
        case .gcp(let value): try value.encode(to: encoder)
        case .azure(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
