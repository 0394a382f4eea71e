// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AutomationInvocationSource`
public nonisolated enum AutomationInvocationSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `manual`
    case manual(AutomationInvocationSourceResourceManual)
    /// - `type`: `automation`
    case automation(AutomationInvocationSourceResourceAutomation)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "manual": self = .manual(try AutomationInvocationSourceResourceManual(from: decoder)); return
            case "automation": self = .automation(try AutomationInvocationSourceResourceAutomation(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .manual(let value): try value.encode(to: encoder)
        case .automation(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
