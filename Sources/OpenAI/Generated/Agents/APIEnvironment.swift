// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Environment`
public nonisolated enum APIEnvironment: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `none`
    case none(EnvironmentResourceNone)
    /// - `type`: `openai_hosted`
    case openaiHosted(EnvironmentResourceOpenAIHosted)
    /// - `type`: `self_hosted`
    case selfHosted(EnvironmentResourceSelfHosted)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "none": self = .none(try EnvironmentResourceNone(from: decoder)); return
            case "openai_hosted": self = .openaiHosted(try EnvironmentResourceOpenAIHosted(from: decoder)); return
            case "self_hosted": self = .selfHosted(try EnvironmentResourceSelfHosted(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .none(let value): try value.encode(to: encoder)
        case .openaiHosted(let value): try value.encode(to: encoder)
        case .selfHosted(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
