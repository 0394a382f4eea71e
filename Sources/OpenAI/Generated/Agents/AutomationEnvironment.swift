// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AutomationEnvironment`
public nonisolated enum AutomationEnvironment: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `none`
    case none(AutomationEnvironmentResourceNone)
    /// - `type`: `openai_hosted`
    case openaiHosted(AutomationEnvironmentResourceOpenAIHosted)
    /// - `type`: `self_hosted`
    case selfHosted(AutomationEnvironmentResourceSelfHosted)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "none": self = .none(try AutomationEnvironmentResourceNone(from: decoder)); return
            case "openai_hosted": self = .openaiHosted(try AutomationEnvironmentResourceOpenAIHosted(from: decoder)); return
            case "self_hosted": self = .selfHosted(try AutomationEnvironmentResourceSelfHosted(from: decoder)); return
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
