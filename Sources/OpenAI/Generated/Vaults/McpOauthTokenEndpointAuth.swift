// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/McpOauthTokenEndpointAuth`
public nonisolated enum McpOauthTokenEndpointAuth: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `none`
    case none(McpOauthTokenEndpointAuthResourceNone)
    /// - `type`: `client_secret_basic`
    case clientSecretBasic(McpOauthTokenEndpointAuthResourceClientSecretBasic)
    /// - `type`: `client_secret_post`
    case clientSecretPost(McpOauthTokenEndpointAuthResourceClientSecretPost)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "none": self = .none(try McpOauthTokenEndpointAuthResourceNone(from: decoder)); return
            case "client_secret_basic": self = .clientSecretBasic(try McpOauthTokenEndpointAuthResourceClientSecretBasic(from: decoder)); return
            case "client_secret_post": self = .clientSecretPost(try McpOauthTokenEndpointAuthResourceClientSecretPost(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .none(let value): try value.encode(to: encoder)
        case .clientSecretBasic(let value): try value.encode(to: encoder)
        case .clientSecretPost(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
