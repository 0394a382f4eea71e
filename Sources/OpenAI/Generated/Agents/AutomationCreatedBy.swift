// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AutomationCreatedBy`
public nonisolated enum AutomationCreatedBy: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `developer`
    case developer(AutomationCreatedByResourceDeveloper)
    /// - `type`: `agent`
    case agent(AutomationCreatedByResourceAgent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "developer": self = .developer(try AutomationCreatedByResourceDeveloper(from: decoder)); return
            case "agent": self = .agent(try AutomationCreatedByResourceAgent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .developer(let value): try value.encode(to: encoder)
        case .agent(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
