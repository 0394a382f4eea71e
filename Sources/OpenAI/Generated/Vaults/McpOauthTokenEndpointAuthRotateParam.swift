// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/McpOauthTokenEndpointAuthRotateParam`
public nonisolated enum McpOauthTokenEndpointAuthRotateParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `client_secret_basic`
    case clientSecretBasic(RotateMcpOauthTokenEndpointAuthParamClientSecretBasic)
    /// - `type`: `client_secret_post`
    case clientSecretPost(RotateMcpOauthTokenEndpointAuthParamClientSecretPost)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "client_secret_basic": self = .clientSecretBasic(try RotateMcpOauthTokenEndpointAuthParamClientSecretBasic(from: decoder)); return
            case "client_secret_post": self = .clientSecretPost(try RotateMcpOauthTokenEndpointAuthParamClientSecretPost(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .clientSecretBasic(let value): try value.encode(to: encoder)
        case .clientSecretPost(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
