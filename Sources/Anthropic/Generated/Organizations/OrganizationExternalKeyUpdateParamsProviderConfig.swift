// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationExternalKeyUpdateParamsProviderConfig`
public nonisolated enum OrganizationExternalKeyUpdateParamsProviderConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `aws`
    case aws(AWSExternalKeyConfigParam)
    /// - `type`: `gcp`
    case gcp(GCPExternalKeyConfigParam)
    /// - `type`: `azure`
    case azure(AzureExternalKeyConfigParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "aws": self = .aws(try AWSExternalKeyConfigParam(from: decoder)); return
            case "gcp": self = .gcp(try GCPExternalKeyConfigParam(from: decoder)); return
            case "azure": self = .azure(try AzureExternalKeyConfigParam(from: decoder)); return
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
