// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Automation`
public nonisolated enum Automation: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `periodic`
    case periodic(PeriodicAutomation)
    /// - `type`: `once`
    case once(OneTimeAutomation)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "periodic": self = .periodic(try PeriodicAutomation(from: decoder)); return
            case "once": self = .once(try OneTimeAutomation(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .periodic(let value): try value.encode(to: encoder)
        case .once(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
