// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaOrganizationBetaExternalStorageProviderConfig`
public nonisolated enum BetaOrganizationBetaExternalStorageProviderConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `aws`
    case aws(BetaAWSExternalStorageConfig)
    /// - `type`: `gcp`
    case gcp(BetaGCPExternalStorageConfig)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "aws": self = .aws(try BetaAWSExternalStorageConfig(from: decoder)); return
            case "gcp": self = .gcp(try BetaGCPExternalStorageConfig(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .aws(let value): try value.encode(to: encoder)
        case .gcp(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
