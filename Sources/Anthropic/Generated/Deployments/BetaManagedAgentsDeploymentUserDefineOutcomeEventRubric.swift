// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsDeploymentUserDefineOutcomeEventRubric`
public nonisolated enum BetaManagedAgentsDeploymentUserDefineOutcomeEventRubric: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `file`
    case file(BetaManagedAgentsFileRubric)
    /// - `type`: `text`
    case text(BetaManagedAgentsTextRubric)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "file": self = .file(try BetaManagedAgentsFileRubric(from: decoder)); return
            case "text": self = .text(try BetaManagedAgentsTextRubric(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .file(let value): try value.encode(to: encoder)
        case .text(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
