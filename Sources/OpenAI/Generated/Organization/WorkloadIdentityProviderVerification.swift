// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WorkloadIdentityProviderVerification`
public nonisolated enum WorkloadIdentityProviderVerification: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `discovery`
    case discovery(WorkloadIdentityProviderVerificationDiscovery)
    /// - `type`: `uploaded_jwks`
    case uploadedJwks(WorkloadIdentityProviderVerificationUploadedJwks)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "discovery": self = .discovery(try WorkloadIdentityProviderVerificationDiscovery(from: decoder)); return
            case "uploaded_jwks": self = .uploadedJwks(try WorkloadIdentityProviderVerificationUploadedJwks(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .discovery(let value): try value.encode(to: encoder)
        case .uploadedJwks(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
