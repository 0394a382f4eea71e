// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AutomationTarget`
public nonisolated enum AutomationTarget: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `new_session`
    case newSession(AutomationTargetResourceNewSession)
    /// - `type`: `existing_session`
    case existingSession(AutomationTargetResourceExistingSession)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "new_session": self = .newSession(try AutomationTargetResourceNewSession(from: decoder)); return
            case "existing_session": self = .existingSession(try AutomationTargetResourceExistingSession(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .newSession(let value): try value.encode(to: encoder)
        case .existingSession(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
