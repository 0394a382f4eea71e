// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ExternalStorageCreateParamsProvider`
public nonisolated enum ExternalStorageCreateParamsProvider: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `aws`
    case aws(ProviderAws)
    /// - `type`: `azure`
    case azure(ProviderAzure)
    /// - `type`: `gcp`
    case gcp(ProviderGcp)
    /// - `type`: `oci`
    case oci(ProviderOci)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "aws": self = .aws(try ProviderAws(from: decoder)); return
            case "azure": self = .azure(try ProviderAzure(from: decoder)); return
            case "gcp": self = .gcp(try ProviderGcp(from: decoder)); return
            case "oci": self = .oci(try ProviderOci(from: decoder)); return
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
        case .oci(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
